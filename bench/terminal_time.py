#!/usr/bin/env python3
"""Times roster from start to its first prompt in a pseudo-terminal, as a person at a terminal
sees it. Prints one line per run: milliseconds."""
import os, pty, select, sys, time

def once(argv, env):
    start = time.monotonic()
    pid, fd = pty.fork()
    if pid == 0:
        os.execvpe(argv[0], argv, env)
    seen = b""
    deadline = start + 10
    while b"roster> " not in seen and time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.5)
        if ready:
            try:
                seen += os.read(fd, 4096)
            except OSError:
                break
    elapsed = (time.monotonic() - start) * 1000
    os.write(fd, b"\x04")
    os.waitpid(pid, 0)
    os.close(fd)
    return elapsed if b"roster> " in seen else None

if __name__ == "__main__":
    runs = int(sys.argv[1])
    argv = sys.argv[2:]
    env = dict(os.environ, TERM="xterm")
    for _ in range(runs):
        result = once(argv, env)
        print(f"{result:.3f}" if result is not None else "nan", flush=True)
