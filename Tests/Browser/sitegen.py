"""The real sitegen binary: building it, building sites with it, serving them."""

import os
import queue
import re
import signal
import socket
import subprocess
import threading
import time

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class SitegenError(Exception):
    """sitegen (or swift build) failed; the message holds its output."""


def build_binary():
    """Builds the sitegen product with `swift build` (a no-op when up to date) and returns its path."""
    result = subprocess.run(
        ["swift", "build", "--product", "sitegen"],
        cwd=REPOSITORY,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    if result.returncode != 0:
        raise SitegenError("swift build --product sitegen failed:\n" + result.stdout)
    bin_path = subprocess.run(
        ["swift", "build", "--show-bin-path"],
        cwd=REPOSITORY,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        check=True,
    )
    return os.path.join(bin_path.stdout.strip(), "sitegen")


def build_site(binary, source, output, options=()):
    """`sitegen build --source SOURCE --output OUTPUT --strict` with `options`; raises with sitegen's output on failure."""
    result = subprocess.run(
        [binary, "build", "--source", source, "--output", output, "--strict", "--quiet", *options],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    if result.returncode != 0:
        raise SitegenError(f"sitegen build --source {source} failed (exit {result.returncode}):\n{result.stdout}")


def new_site(binary, folder):
    """`sitegen new FOLDER`; raises with sitegen's output on failure."""
    result = subprocess.run([binary, "new", folder], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if result.returncode != 0:
        raise SitegenError(f"sitegen new {folder} failed (exit {result.returncode}):\n{result.stdout}")


def free_port():
    """A port nobody listens on right now (sitegen moves to the next free one if it is taken meanwhile)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Server:
    """A running `sitegen serve`: started with `arguments` (after `serve`), stopped with Ctrl-C.

    Its output is read continuously (so the pipe never fills) and kept for
    failure messages; `url` is the address it printed.
    """

    SERVING = re.compile(r" at (http://[^\s]+/) ")

    def __init__(self, binary, arguments, start_timeout=120):
        command = [binary, "serve", *arguments, "--port", str(free_port())]
        self.process = subprocess.Popen(
            command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, text=True, bufsize=1
        )
        self.lines = []
        self._queue = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.url = self._wait_for_url(start_timeout, " ".join(command))

    def _read(self):
        for line in self.process.stdout:
            self.lines.append(line.rstrip("\n"))
            self._queue.put(line)
        self._queue.put(None)

    def _wait_for_url(self, timeout, command):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                line = self._queue.get(timeout=max(0.1, deadline - time.monotonic()))
            except queue.Empty:
                break
            if line is None:
                raise SitegenError(f"{command} exited ({self.process.wait()}) before serving:\n{self.output}")
            match = self.SERVING.search(line)
            if match:
                return match.group(1)
        self.stop()
        raise SitegenError(f"{command} printed no address within {timeout} s:\n{self.output}")

    @property
    def output(self):
        return "\n".join(self.lines)

    def stop(self):
        """Ctrl-C, as a person would; a kill only if it does not stop within 10 s."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
