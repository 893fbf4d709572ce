"""`hone check` on a whole repository (issue 17). Times the command as a user runs it —
start-up, discovery (git ls-files), reading, analysis on worker processes, output — on
two CPU cores:

1. 1,000 generated prompt files (CLAUDE.md and AGENTS.md in packages, Cursor rules with
   front matter, Claude Code commands, prompts/ folders) in a temporary git repository;
   bar: under 10 s. The baseline, measured in the same run: the library's `analyze` over
   the same prompt texts in one process (no start-up, discovery or output).
2. Fresh clones of real public repositories with agent instruction files, given on the
   command line (skipped with a message when absent; their files are not in this repo):

   - anthropics/claude-code-action @ 24dcd50c0568f0fc9e9211213a4fd2d9eb15c4e0
     (CLAUDE.md, base-action/CLAUDE.md, .claude/agents/*.md, .claude/commands/*.md)
   - PatrickJS/awesome-cursorrules @ b044f956f021b6e8877f16781bcfc466a6a120e9
     (hundreds of .cursorrules and .mdc files)

    python bench/bench_check.py [--repo PATH]...

Reports files found, prompts analyzed, findings and seconds (fastest of three runs)."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REAL = {
    "anthropics/claude-code-action": "24dcd50c0568f0fc9e9211213a4fd2d9eb15c4e0",
    "openai/openai-agents-python": "7f7a44f8dc0650296bd5ab6c745c9bcbaa6ac3b7",
}
CORES = 2
BAR_SECONDS = 10.0
HONE = Path(sys.executable).parent / "hone"

_TOPICS = ["the billing service", "the React dashboard", "the Go API gateway", "the data pipeline",
           "the mobile app", "the CLI", "the search index", "the auth module", "the docs site", "the ETL jobs"]
_RULES = [
    "Use TypeScript strict mode and prefer small pure functions.",
    "Basically, please just try to keep the code kind of clean and write some tests.",
    "Never commit secrets; read credentials from the environment.",
    "Run `make test` before you propose a change and paste the failing output if it fails.",
    "Write commit messages in the imperative mood, at most 72 characters in the subject.",
    "Maybe use the existing helpers where it seems appropriate, if possible.",
    "Answer in English; format code as fenced Markdown blocks with the language named.",
    "Do not modify files under vendor/ or generated/.",
]


def _prompt(i: int) -> str:
    topic = _TOPICS[i % len(_TOPICS)]
    rules = [_RULES[(i + k) % len(_RULES)] for k in range(5)]
    body = "\n".join(f"- {r}" for r in rules)
    return (f"# Working on {topic}\n\nYou are a senior engineer maintaining {topic} (file {i}).\n\n"
            f"## Rules\n\n{body}\n\n## Output\n\nReply with a short plan (3-5 bullets), then the diff.\n")


def generate(root: Path, n: int) -> list[str]:
    """``n`` prompt files of the kinds the table lists; returns their prompt texts."""
    texts = []
    for i in range(n):
        kind = i % 5
        text = _prompt(i)
        if kind == 0:
            rel = f"packages/pkg{i:04}/CLAUDE.md"
        elif kind == 1:
            rel = f"services/svc{i:04}/AGENTS.md"
        elif kind == 2:
            rel = f".cursor/rules/rule{i:04}.mdc"
        elif kind == 3:
            rel = f".claude/commands/cmd{i:04}.md"
        else:
            rel = f"prompts/team{i % 7}/task{i:04}.md"
        front = f"---\ndescription: rule {i}\nglobs: '*.ts'\n---\n" if kind in (2, 3) else ""
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(front + text, encoding="utf-8")
        (root / f"src/module{i:04}.py").parent.mkdir(parents=True, exist_ok=True)
        (root / f"src/module{i:04}.py").write_text("print('not a prompt')\n", encoding="utf-8")
        texts.append(text)
    subprocess.run(["git", "init", "-q"], cwd=root, check=True)
    return texts


def _two_cores() -> None:
    if hasattr(os, "sched_setaffinity"):
        cores = sorted(os.sched_getaffinity(0))[:CORES]
        os.sched_setaffinity(0, cores)


def run_check(root: Path) -> tuple[float, dict[str, object]]:
    """Fastest of three runs of `hone check --format json -j 2` in ``root``."""
    best = float("inf")
    doc: dict[str, object] = {}
    for _ in range(3):
        start = time.perf_counter()
        done = subprocess.run([str(HONE), "check", "--format", "json", "-j", str(CORES)], cwd=root,
                              capture_output=True, text=True, preexec_fn=_two_cores)
        seconds = time.perf_counter() - start
        if done.returncode not in (0, 1):
            raise SystemExit(f"hone check failed in {root}: {done.stderr.strip()}")
        best = min(best, seconds)
        doc = json.loads(done.stdout)
    return best, doc


def files_found(root: Path) -> int:
    from honing.checking import select

    listing = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], cwd=root, capture_output=True,
                             text=True, check=True).stdout.split("\n")
    return len(select([n for n in listing if n]))


def report(name: str, root: Path) -> float:
    seconds, doc = run_check(root)
    summary = doc["summary"]
    assert isinstance(summary, dict)
    print(f"{name}: {files_found(root)} prompt files found, {summary['files']} prompts analyzed, "
          f"{summary['findings']} findings; hone check {seconds:.2f} s on {CORES} cores")
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repo", action="append", default=[], help="a checkout of one of the real repositories")
    parser.add_argument("--files", type=int, default=1000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        texts = generate(root, args.files)
        seconds = report(f"generated ({args.files} files)", root)
        import honing

        start = time.perf_counter()
        for t in texts:
            honing.analyze(t, timings=False)
        baseline = time.perf_counter() - start
        print(f"  baseline: analyze() over the same {len(texts)} prompts in one process {baseline:.2f} s "
              f"(check / baseline = {seconds / baseline:.2f})")
        print(f"  bar: under {BAR_SECONDS:.0f} s — {'met' if seconds < BAR_SECONDS else 'NOT met'}")
    given = [Path(p) for p in args.repo]
    for name, commit in REAL.items():
        match = next((p for p in given if p.name in (name.split("/")[1], name.replace("/", "+"))), None)
        if match is None or not match.is_dir():
            print(f"{name} @ {commit[:12]}: skipped (give a clone with --repo PATH; see the docstring)")
            continue
        head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=match, capture_output=True, text=True).stdout.strip()
        note = "" if head == commit else f" (checkout is at {head[:12] or 'no git commit'}, recorded {commit[:12]})"
        report(f"{name} @ {commit[:12]}{note}", match)


if __name__ == "__main__":
    main()
