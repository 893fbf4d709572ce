"""Run a student's function in a subprocess so an infinite loop can't hang the grader."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

STUDENT_DIR = Path(__file__).resolve().parent.parent / "student"

# seconds allowed for ONE call into student code
SUBPROCESS_TIMEOUT = 10

RUNNER = """
import json, sys
sys.path.insert(0, {dir!r})
import graph
args = json.loads(sys.stdin.read())
print(json.dumps(getattr(graph, {func!r})(*args)))
"""


class StudentTimeout(Exception):
    pass


def call(func: str, *args):
    code = RUNNER.format(dir=str(STUDENT_DIR), func=func)
    try:
        proc = subprocess.run(
            [sys.executable, "-c", code],
            input=json.dumps(args),
            capture_output=True,
            text=True,
            timeout=SUBPROCESS_TIMEOUT,
        )
    except subprocess.TimeoutExpired as exc:
        raise StudentTimeout(f"{func} took longer than {SUBPROCESS_TIMEOUT}s") from exc
    if proc.returncode != 0:
        raise RuntimeError(proc.stderr.strip().splitlines()[-1] if proc.stderr else "crashed")
    return json.loads(proc.stdout)
