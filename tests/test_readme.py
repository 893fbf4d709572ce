"""The README's library examples run, and print what the README says they print."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import honing

README = Path(__file__).resolve().parents[1] / "README.md"


def _examples() -> list[str]:
    section = README.read_text(encoding="utf-8").split("\n## Library", 1)[1].split("\n## ", 1)[0]
    return [line for block in re.findall(r"```python\n(.*?)```", section, re.S) for line in block.splitlines()]


def test_readme_library_examples_print_what_the_readme_says() -> None:
    namespace: dict[str, object] = {"honing": honing}
    checked = 0
    for line in _examples():
        code, _, comment = line.partition("#")
        code, comment = code.strip(), comment.strip()
        if not code or code.startswith(("for ", "print(")) or "texts" in code:
            continue  # a loop over the reader's own corpus, or output to the screen
        if re.match(r"[\w.]+\s*=[^=]", code) or code.startswith(("from ", "import ")):
            exec(code, namespace)  # noqa: S102 - the README's own statements
            continue
        value = eval(code, namespace)  # noqa: S307
        try:
            expected = ast.literal_eval(comment)
        except (ValueError, SyntaxError):
            if re.fullmatch(r"[A-Z]\w*\(.*\)", comment):  # a printed object, e.g. TokenCount(...)
                assert repr(value) == comment, (code, value)
                checked += 1
            continue  # prose: "the JSON form (stable field names)"
        assert value == expected, (code, value)
        checked += 1
    assert checked >= 5
