"""A value turned away by a list the code checks it against: 「报 unsupported content type: video/quicktime」
located at the `throw` under `if (!ALLOWED_TYPES.includes(dto.contentType))` is fixed in the list, where the
constant is defined, not at the message."""

from __future__ import annotations

import re

from honing.grounding.places import Candidate, Vote
from honing.grounding.project import Project

# a check of membership in a constant: `!ALLOWED_TYPES.includes(x)`, `x not in ALLOWED_TYPES`,
# `ALLOWED.contains(x)`, `in_array($x, self::ALLOWED)`, `ALLOWED.include?(x)`, `ALLOWED.has(x)`
_MEMBERSHIP = re.compile(r"\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{4,})\b\s*\.\s*(?:includes|contains|has|include\?|indexOf)\s*\("
                         r"|\bin\s+(?:self\.|cls\.|self::|static::)?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\b"
                         r"|\bin_array\([^,]+,\s*(?:self::|static::)?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\b")
# a value as a user pastes it from an error: a MIME type, a file extension, a host, a code with a dot or a slash
_VALUE = re.compile(r"(?<![\w/.-])[a-z0-9][\w+-]*(?:[/.][\w+-]+)+(?![\w/-])", re.IGNORECASE)
_ABOVE = 3  # how many lines above the message the check may stand


def not_listed(project: Project, located: Candidate, sentence: str) -> Candidate | None:
    """When ``located`` holds the message the sentence pastes, the check just above it tests a value against a
    constant list defined in the same file, and the sentence names a value that list does not hold: the
    constant's definition is the place."""
    lines = project.lines(located.path)
    at = located.focus
    values = [v for v in _VALUE.findall(sentence) if not v.replace(".", "").isdigit()]
    if at is None or not 0 < at <= len(lines) or not values:
        return None
    names = [n for line in lines[max(0, at - 1 - _ABOVE):at] for m in _MEMBERSHIP.finditer(line) for n in m.groups() if n]
    if len(set(names)) != 1:
        return None
    name = names[0]
    defined = re.compile(rf"^\s*(?:export\s+)?(?:(?:const|let|var|final|static|private|public|protected|readonly)\s+)*"
                         rf"(?:[\w<>\[\],. ]+\s+)?{re.escape(name)}\s*(?::[^=\n]+)?=(?!=)")
    starts = [k for k, line in enumerate(lines, 1) if defined.match(line)]
    if len(starts) != 1:
        return None
    start = end = starts[0]
    depth = lines[start - 1].count("[") + lines[start - 1].count("(") + lines[start - 1].count("{") - (
        lines[start - 1].count("]") + lines[start - 1].count(")") + lines[start - 1].count("}"))
    while depth > 0 and end < len(lines):  # (a list written over several lines)
        end += 1
        depth += sum(lines[end - 1].count(c) for c in "[({") - sum(lines[end - 1].count(c) for c in "])}")
    held = "\n".join(lines[start - 1:end])
    missing = [v for v in values if v not in held]
    if not missing:
        return None
    turn = located.votes[0].turn if located.votes else None
    vote = Vote(located.weight, f"the check at line {at} turns away what `{name}` does not list; `{missing[0]}` is not in it",
                start, turn)
    return Candidate(located.path, start, end, name, [*located.votes, vote])
