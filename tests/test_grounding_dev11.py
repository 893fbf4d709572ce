"""Grounding behaviours found on the eleventh development set (bench/ground_cases_dev11)."""

from __future__ import annotations

from pathlib import Path

import pytest

import honing

from .test_grounding_dev5 import write

SESSION = [
    {"role": "user", "content": "add a --json flag to the report command"},
    {"role": "assistant", "content": "Added `--json` in `lib/report.py`: `render_report` now takes `as_json` and the "
                                     "tests pass. Note `parse_line` in `lib/parse.py` crashes on an empty line; I haven't "
                                     "touched it."},
]
FILES = {"lib/report.py": "def render_report(rows, as_json=False):\n    return rows\n",
         "lib/parse.py": "def parse_line(line):\n    return line.split()[0]\n"}


@pytest.mark.parametrize("sentence", [
    "nice. now can you fix the IPv6 bug Marco reported?",
    "あ、あと昨日言ってたタイムゾーンずれるやつも直しといて",
    "对了，昨天说的那个时区不对的问题也修一下",
])
def test_a_sentence_pointing_outside_the_session_at_something_no_turn_mentions_is_unresolved(
        tmp_path: Path, sentence: str) -> None:
    """It used to take the defect the agent set aside (parse_line), which the sentence does
    not describe at all."""
    root = write(tmp_path, FILES)
    ref = honing.ground(sentence, SESSION, cwd=root).references[0]
    assert not ref.resolved and "outside this session" in ref.reason, ref


def test_a_report_from_elsewhere_that_the_window_discusses_is_resolved(tmp_path: Path) -> None:
    root = write(tmp_path, FILES)
    messages = [*SESSION, {"role": "user", "content": "Marco says the parser crashes on blank lines"},
                {"role": "assistant", "content": "Yes: `parse_line` in `lib/parse.py` indexes `[0]` of an empty split "
                                                 "(line 2), which raises IndexError on an empty line."}]
    ref = honing.ground("ok fix the parser crash Marco reported", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "lib/parse.py", ref
