"""``hone check``'s pure core: which files in a repository are prompt files (a versioned
table), their front matter, suppression comments, and findings placed on the lines and
columns of the file on disk. Nothing here reads a file or the terminal: the command
line passes text in and prints what comes back."""

from __future__ import annotations

from honing.checking.check import CheckFinding, FileResult, Prepared, check_text, finish, prepare
from honing.checking.patterns import Pattern, files_regex, prompt_pattern, select, version
from honing.checking.suppress import Suppression
from honing.checking.text import position, split_front_matter

__all__ = [
    "CheckFinding",
    "FileResult",
    "Pattern",
    "Prepared",
    "Suppression",
    "check_text",
    "files_regex",
    "finish",
    "position",
    "prepare",
    "prompt_pattern",
    "select",
    "split_front_matter",
    "version",
]
