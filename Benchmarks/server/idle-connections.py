#!/usr/bin/env python3
"""What `sitegen serve` does with connections that hold a place and ask for nothing.

    Benchmarks/server/idle-connections.py [--silent 100] [--trickling 100] [--seconds 15]

Builds the repository's site with the debug sitegen (`SITEGEN=path` for another binary), serves
it with `sitegen serve --root`, then opens SILENT connections that send nothing and TRICKLING
connections that send a request head one byte every 200 ms, and, while they are held, a new
client every 250 ms that asks for the home page on a fresh connection. Prints when the server
closed the held connections (seconds after they opened) and how fast the new clients were answered.
"""

import argparse
import os
import selectors
import socket
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TRICKLE = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n" + b"X-Slow: 1\r\n" * 1000


def sitegen():
    if os.environ.get("SITEGEN"):
        return os.environ["SITEGEN"]
    subprocess.run(["swift", "build", "--product", "sitegen"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True)
    return os.path.join(path.stdout.strip(), "sitegen")


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def new_client(port):
    """Milliseconds from connect to the end of the home page's response head."""
    started = time.perf_counter()
    with socket.create_connection(("127.0.0.1", port), timeout=10) as client:
        client.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nConnection: close\r\n\r\n" % port)
        received = b""
        while b"\r\n\r\n" not in received:
            chunk = client.recv(65536)
            if not chunk:
                break
            received += chunk
    if not received.startswith(b"HTTP/1.1 200"):
        sys.exit("error: a new client was not served: %r" % received[:80])
    return (time.perf_counter() - started) * 1000


def hold(port, silent, trickling, seconds):
    selector = selectors.DefaultSelector()
    opened = time.monotonic()
    held = {}
    for kind, count in (("silent", silent), ("trickling", trickling)):
        for _ in range(count):
            connection = socket.create_connection(("127.0.0.1", port))
            connection.setblocking(False)
            held[connection] = {"kind": kind, "sent": 0, "closed": None, "answer": b""}
            selector.register(connection, selectors.EVENT_READ)
    latencies = []
    next_client = next_byte = time.monotonic()
    while time.monotonic() - opened < seconds and any(h["closed"] is None for h in held.values()):
        for key, _ in selector.select(timeout=0.05):
            state = held[key.fileobj]
            try:
                chunk = key.fileobj.recv(4096)
            except ConnectionResetError:
                chunk = b""
            state["answer"] += chunk
            if not chunk:
                state["closed"] = time.monotonic() - opened
                selector.unregister(key.fileobj)
                key.fileobj.close()
        now = time.monotonic()
        if now >= next_byte:
            next_byte += 0.2
            for connection, state in held.items():
                if state["kind"] == "trickling" and state["closed"] is None:
                    try:
                        connection.send(TRICKLE[state["sent"]:state["sent"] + 1])
                        state["sent"] += 1
                    except OSError:
                        pass
        if now >= next_client:
            next_client += 0.25
            latencies.append(new_client(port))
    return held, latencies


def report(held, latencies, seconds):
    for kind in ("silent", "trickling"):
        states = [s for s in held.values() if s["kind"] == kind]
        if not states:
            continue
        closed = sorted(s["closed"] for s in states if s["closed"] is not None)
        answered = sum(1 for s in states if s["answer"].startswith(b"HTTP/1.1 408"))
        still_open = len(states) - len(closed)
        when = f"closed by the server after {closed[0]:.2f}–{closed[-1]:.2f} s" if closed else "none closed"
        print(f"{len(states)} {kind} connections: {when}; {answered} answered 408; {still_open} still open after {seconds} s")
    print(
        f"{len(latencies)} new clients meanwhile: median {statistics.median(latencies):.1f} ms, "
        f"max {max(latencies):.1f} ms from connect to response"
    )


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--silent", type=int, default=100)
    parser.add_argument("--trickling", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=15)
    arguments = parser.parse_args()
    binary = sitegen()
    with tempfile.TemporaryDirectory() as work:
        site = os.path.join(work, "site")
        subprocess.run([binary, "build", "--source", ROOT, "--output", site, "--quiet"], check=True)
        port = free_port()
        server = subprocess.Popen([binary, "serve", "--root", site, "--port", str(port), "--quiet"])
        try:
            for _ in range(100):
                try:
                    new_client(port)
                    break
                except OSError:
                    time.sleep(0.05)
            held, latencies = hold(port, arguments.silent, arguments.trickling, arguments.seconds)
        finally:
            server.terminate()
            server.wait()
    report(held, latencies, arguments.seconds)


if __name__ == "__main__":
    main()
