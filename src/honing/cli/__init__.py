"""The ``hone`` command line: a thin shell over the library. Exit codes (SPEC P-2):
0 success, 1 a user-set gate failed, 2 bad usage or unreadable input — one line on
stderr, never a traceback; 130 on Ctrl-C; 141 when the reader closes the pipe early.

``shell`` holds the command group and its error handling; each other module adds its
commands to the group when imported, and imports what a command needs only when it runs
(`hone --help` and the agent hook load no engine, tokenizer or HTTP stack:
bench/bench_cold.py measures the start-up)."""

from honing.cli import agents, analysis, batch, check, references, rewriting, serve
from honing.cli.inputs import prompt_files
from honing.cli.jobs import LONG_INPUT_CHARS, free_cores, plan
from honing.cli.references import default_store
from honing.cli.shell import main, use_color

__all__ = ["LONG_INPUT_CHARS", "agents", "analysis", "batch", "check", "default_store", "free_cores", "main",
           "plan", "prompt_files", "references", "rewriting", "serve", "use_color"]
