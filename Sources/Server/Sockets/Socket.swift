import Foundation

/// A bound, listening TCP socket. Addresses come from `getaddrinfo`, so this
/// code never lays out a `sockaddr` itself and reads the same on every platform.
struct ListeningSocket: Sendable {
    let descriptor: Int32
    /// The port actually bound (the kernel's choice when 0 was asked for).
    let port: Int

    /// Binds `host` on `port` and listens.
    static func bind(host: String, port: Int) throws(ServerError) -> ListeningSocket {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = SocketSystem.streamType
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host.isEmpty ? nil : host, String(port), &hints, &list)
        guard status == 0, let list else {
            throw .unknownHost(host, reason: String(cString: gai_strerror(status)))
        }
        defer { freeaddrinfo(list) }

        var lastError: ServerError = .unknownHost(host, reason: "no address to listen on")
        var candidate: UnsafeMutablePointer<addrinfo>? = list
        while let address = candidate {
            candidate = address.pointee.ai_next
            do {
                return try bind(address.pointee, host: host, port: port)
            } catch {
                lastError = error
            }
        }
        throw lastError
    }

    private static func bind(_ address: addrinfo, host: String, port: Int) throws(ServerError) -> ListeningSocket {
        let descriptor = socket(address.ai_family, address.ai_socktype, address.ai_protocol)
        guard descriptor >= 0 else { throw systemError("socket") }
        var on: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        if address.ai_family == AF_INET6 {
            _ = setsockopt(descriptor, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &on, socklen_t(MemoryLayout<Int32>.size))
        }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        guard Foundation.bind(descriptor, address.ai_addr, address.ai_addrlen) == 0, listen(descriptor, 512) == 0 else {
            let error = errno
            _ = Foundation.close(descriptor)
            switch error {
            case EADDRINUSE: throw .portInUse(host: host, ports: port...port)
            case EACCES: throw .permissionDenied(host: host, port: port)
            case EADDRNOTAVAIL: throw .unknownHost(host, reason: "it is not an address of this machine")
            default: throw systemError("bind", error)
            }
        }
        return ListeningSocket(descriptor: descriptor, port: boundPort(descriptor) ?? port)
    }

    private static func boundPort(_ descriptor: Int32) -> Int? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let result = withUnsafeMutablePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard result == 0 else { return nil }
        let family = Int32(storage.ss_family)
        return withUnsafePointer(to: &storage) { pointer in
            switch family {
            case AF_INET: pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
            case AF_INET6: pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) }
            default: nil
            }
        }
    }

    /// Waits for a connection or for `wakeDescriptor` to become readable; nil when woken or on failure.
    func accept(orWakeOn wakeDescriptor: Int32) -> Int32? {
        var descriptors = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&descriptors, nfds_t(descriptors.count), -1)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0, descriptors[1].revents == 0 else { return nil }
            let client = Foundation.accept(descriptor, nil, nil)
            if client >= 0 {
                _ = fcntl(client, F_SETFD, FD_CLOEXEC)
                return client
            }
            // Out of descriptors: give connections a moment to close instead of spinning.
            if errno == EMFILE || errno == ENFILE { usleep(10_000) }
        }
    }

    func close() {
        _ = Foundation.close(descriptor)
    }
}

/// One accepted connection's socket. The descriptor belongs to the server's
/// connection list, which closes it; this type only reads and writes.
struct ClientSocket: Sendable {
    let descriptor: Int32

    enum Received: Equatable {
        case bytes(Int)
        case closed
        case timedOut
    }

    /// Sets the options every client socket gets: small writes go out at once,
    /// a client that stops reading fails a write after `sendTimeout`, no SIGPIPE.
    func configure(sendTimeout: Duration) {
        var on: Int32 = 1
        _ = setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        let (seconds, attoseconds) = sendTimeout.components
        var timeout = timeval(tv_sec: Int(seconds), tv_usec: suseconds_t(attoseconds / 1_000_000_000_000))
        _ = setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        SocketSystem.suppressSIGPIPE(descriptor)
    }

    /// Reads what has arrived, waiting no later than `deadline`.
    func receive(into buffer: UnsafeMutableRawBufferPointer, until deadline: ContinuousClock.Instant) -> Received {
        var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        while true {
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { return .timedOut }
            let ready = poll(&descriptors, 1, remaining.milliseconds)
            if ready < 0 {
                if errno == EINTR { continue }
                return .closed
            }
            guard ready > 0 else { continue }
            let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
            if count > 0 { return .bytes(count) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            return .closed
        }
    }

    enum Wait: Equatable {
        /// The client sent something or closed its end.
        case readable
        /// `wakeDescriptor` became readable first.
        case woken
        case timedOut
    }

    /// Waits up to `timeout` for the socket or `wakeDescriptor` to become readable.
    func wait(orWakeOn wakeDescriptor: Int32, timeout: Duration) -> Wait {
        var descriptors = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        let deadline = ContinuousClock.now + timeout
        while true {
            let ready = poll(&descriptors, 2, max(.zero, deadline - ContinuousClock.now).milliseconds)
            if ready < 0, errno == EINTR { continue }
            if ready < 0 || descriptors[0].revents != 0 { return .readable }
            return ready == 0 ? .timedOut : .woken
        }
    }

    /// Writes every byte; false when the client is gone or stopped reading.
    func send(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = SocketSystem.send(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += count
        }
        return true
    }

    func send(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { send($0) }
    }

    /// Ends the connection gracefully: stop sending, then read and discard what
    /// the client still sends for a moment, so unread request bytes do not make
    /// the kernel reset the connection before the client has read the response.
    func finish(within time: Duration = .milliseconds(500)) {
        _ = shutdown(descriptor, Int32(SHUT_WR))
        let deadline = ContinuousClock.now + time
        let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: 4096, alignment: 1)
        defer { scratch.deallocate() }
        while case .bytes = receive(into: scratch, until: deadline) {}
    }
}

/// A `ServerError` for a failed system call, with `errno`'s message.
func systemError(_ call: String, _ error: Int32 = errno) -> ServerError {
    .system(call: call, errorNumber: error, reason: String(cString: strerror(error)))
}
