#!/usr/bin/env python3
"""Edit-to-reload time: edit a content page of a site `sitegen serve` is serving, and time
until the `reload` event reaches a page listening on /_sitegen/events.

    reload-latency.py PORT WATCHED_FILE [EDITS]

Edits are spaced by a random pause so they land anywhere in the polling cycle.
"""
import random
import socket
import statistics
import sys
import time

port, watched = int(sys.argv[1]), sys.argv[2]
edits = int(sys.argv[3]) if len(sys.argv) > 3 else 30

page = socket.create_connection(("127.0.0.1", port), timeout=5)
page.sendall(b"GET /_sitegen/events HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % port)
received = b""
while b"event: hello\ndata: " not in received or not received.endswith(b"\n\n"):
    received += page.recv(4096)

samples = []
for edit in range(edits):
    time.sleep(random.uniform(0.1, 0.3))
    started = time.perf_counter()
    with open(watched, "a") as file:
        file.write("\nEdited paragraph %d.\n" % edit)
    received = b""
    while b"event: reload\n" not in received:
        chunk = page.recv(4096)
        if not chunk:
            sys.exit("error: the event stream closed")
        received += chunk
    samples.append((time.perf_counter() - started) * 1000)

samples.sort()
print("edit → reload event, %d edits: median %.0f ms, p90 %.0f ms, max %.0f ms (watcher, incremental rebuild, event)"
      % (len(samples), statistics.median(samples), samples[int(len(samples) * 0.9) - 1], samples[-1]))
