#!/usr/bin/env python3
"""Local copy of the Lab 2 autograder (public part). Usage: run_tests.py [-k NAME]"""
import os
import subprocess
import sys
import tempfile

TESTS = [
    ("test_echo", "echo hello\n", lambda out, d: out == "hello\n", 5),
    ("test_empty_line", "\n\necho ok\n", lambda out, d: out == "ok\n", 5),
    ("test_pipe_two", "echo a b c | wc -w\n", lambda out, d: out.strip() == "3", 10),
    ("test_pipe_three", "printf 'b\\na\\nb\\n' | sort | uniq\n", lambda out, d: out == "a\nb\n", 10),
    ("test_redirect_out", "echo one > out.txt\n", lambda out, d: read(d, "out.txt") == "one\n", 5),
    ("test_redirect_append", "echo one > out.txt\necho two >> out.txt\n",
     lambda out, d: read(d, "out.txt").count("\n") == 2, 5),
    ("test_cd_builtin", "cd /\npwd\n", lambda out, d: out == "/\n", 5),
]


def read(d, name):
    with open(os.path.join(d, name)) as f:
        return f.read()


def main():
    only = sys.argv[sys.argv.index("-k") + 1] if "-k" in sys.argv else None
    mysh = os.path.abspath("mysh")
    total = got = 0
    for name, script, check, pts in TESTS:
        if only and only not in name:
            continue
        total += pts
        with tempfile.TemporaryDirectory() as d:
            try:
                p = subprocess.run([mysh], input=script, capture_output=True, text=True, cwd=d, timeout=5)
            except subprocess.TimeoutExpired:
                print(f"{name:<22} FAIL (0/{pts})  timed out after 5s")
                continue
            if p.returncode < 0:
                print(f"{name:<22} FAIL (0/{pts})  mysh exited with signal {-p.returncode}")
                continue
            ok = check(p.stdout, d)
            got += pts if ok else 0
            print(f"{name:<22} {'PASS' if ok else 'FAIL'} ({pts if ok else 0}/{pts})")
    print(f"Total: {got}/{total}")


if __name__ == "__main__":
    main()
