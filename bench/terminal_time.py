#!/usr/bin/env python3
"""Times roster in a pseudo-terminal, as a person at a terminal sees it: from its start to its
first prompt, or with --lines N to the first N lines of its output (the first screen of a
listing; then it is stopped). Prints one line per run: milliseconds.

    terminal_time.py RUNS [--lines N] ROSTER ARGS..."""
import os, pty, select, signal, sys, time

def once(argv, env, lines):
    start = time.monotonic()
    pid, fd = pty.fork()
    if pid == 0:
        os.execvpe(argv[0], argv, env)
    seen = b""
    deadline = start + 10
    done = (lambda: seen.count(b"\n") >= lines) if lines else (lambda: b"roster> " in seen)
    while not done() and time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.5)
        if ready:
            try:
                seen += os.read(fd, 4096)
            except OSError:
                break
    elapsed = (time.monotonic() - start) * 1000
    ok = done()
    if lines:
        os.kill(pid, signal.SIGKILL)
    else:
        os.write(fd, b"\x04")
    os.waitpid(pid, 0)
    os.close(fd)
    return elapsed if ok else None

if __name__ == "__main__":
    runs = int(sys.argv[1])
    argv = sys.argv[2:]
    lines = 0
    if argv[:1] == ["--lines"]:
        lines = int(argv[1])
        argv = argv[2:]
    env = dict(os.environ, TERM="xterm")
    for _ in range(runs):
        result = once(argv, env, lines)
        print(f"{result:.3f}" if result is not None else "nan", flush=True)
