"""A value turned away by a list the code checks it against: 「报 unsupported content type: video/quicktime」
located at the `throw` under `if (!ALLOWED_TYPES.includes(dto.contentType))` is fixed in the list, where the
constant is defined, not at the message."""

from __future__ import annotations

import re

from honing.grounding.places import Candidate, Vote
from honing.grounding.project import Project

_CONST = r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{4,}"
# a negated check of membership in a constant: `!ALLOWED_TYPES.includes(x)`, `x not in ALLOWED_TYPES`,
# `!ALLOWED.contains(x)`, `!in_array($x, self::ALLOWED, true)`, `unless ALLOWED.include? x`, `!ALLOWED.has(x)`,
# `!slices.Contains(ALLOWED_TYPES, t)`, `ALLOWED.indexOf(x) === -1`
_MEMBERSHIP = re.compile(
    rf"(?:!|\bunless\s+)\s*(?:self\.|cls\.|self::|static::|this\.)?({_CONST})\s*\.\s*(?:includes|contains|has|include\?)(?:\s*\(|\s+\w)"
    rf"|\bnot\s+in\s+(?:self\.|cls\.)?({_CONST})\b"
    rf"|!\s*in_array\([^,]+,\s*(?:self::|static::)?({_CONST})\b"
    rf"|!\s*slices\.Contains\(\s*({_CONST})\b"
    rf"|\b({_CONST})\s*\.\s*indexOf\([^)]*\)\s*(?:===?|<)\s*(?:-1|0)\b")
# a value as a user pastes it from an error: a MIME type (video/quicktime), a file extension (.heic), a host
_VALUE = re.compile(r"(?<![\w/.-])(?:[a-z0-9][\w+-]*/[\w.+-]+|\.[a-z0-9]{2,5}|[a-z0-9][\w-]*(?:\.[a-z0-9][\w-]+){2,})(?![\w/-])",
                    re.IGNORECASE)
# what is no value: a source file, a path with more than one slash
_NOT_VALUE = re.compile(r"\.(?:ts|tsx|js|jsx|py|rb|go|java|kt|php|rs|cs|vue|swift|ex|exs|json|ya?ml|toml|md)$|/.*/", re.IGNORECASE)
_FILE_EXT = re.compile(r"(?<![\w/.-])[\w-]+\.([a-z0-9]{2,5})(?![\w/.-])", re.IGNORECASE)  # (photo.heic: .heic)
_ABOVE = 3  # how many lines above the message the check may stand


def _leading(run: str, longest: int) -> list[str]:
    """The run's leading words, one word more each time, up to ``longest`` characters (a longer one cannot stand on the
    line: a pasted log of 100 KB made every prefix of every run, quadratic in time and memory)."""
    words, out = run.split(), []
    for k in range(1, len(words) + 1):
        prefix = " ".join(words[:k])
        if len(prefix) > longest:
            break
        out.append(prefix)
    return out


def not_listed(project: Project, located: Candidate, sentence: str) -> Candidate | None:
    """When ``located`` holds a fixed part of the message the sentence pastes, a negated check just above it tests
    a value against a constant list defined in the same file, and the sentence names, right after that message's
    words, a value the list does not hold: the constant's definition is the place."""
    lines = project.lines(located.path)
    at = located.focus
    if at is None or not 0 < at <= len(lines):
        return None
    # (the message's fixed words stand on the located line, and the value follows them in the sentence)
    runs = re.findall(r"[A-Za-z][A-Za-z0-9 _'-]{6,}[A-Za-z0-9]", sentence)  # (and each run's leading words)
    line = lines[at - 1].lower()
    fixed = sorted({p for r in runs for p in _leading(r, len(line))}, key=len, reverse=True)
    fixed = [p for p in fixed if len(p) >= 8]
    shown = next((p for p in fixed if p.lower() in line), None)
    if shown is None:
        return None
    after = sentence[sentence.lower().find(shown.lower()) + len(shown):]
    values = [v for v in _VALUE.findall(after[:80]) + ["." + e for e in _FILE_EXT.findall(after[:80])]
              if not _NOT_VALUE.search(v) and not re.search(r"(?:^|\.)\w(?:\.|$)", v)]
    names = {n for line in lines[max(0, at - 1 - _ABOVE):at] for m in _MEMBERSHIP.finditer(line) for n in m.groups() if n}
    if not values or len(names) != 1:
        return None
    name = names.pop()
    defined = re.compile(rf"^\s*(?:export\s+)?(?:(?:const|let|var|final|static|private|public|protected|readonly)\s+)*"
                         rf"(?:[\w<>\[\],. ]+\s+)?{re.escape(name)}\s*(?::[^=\n]+)?=(?!=)")
    starts = [k for k, line in enumerate(lines, 1) if defined.match(line)]
    if len(starts) != 1:
        return None
    start = end = starts[0]
    depth = sum(lines[start - 1].count(c) for c in "[({") - sum(lines[start - 1].count(c) for c in "])}")
    while depth > 0 and end < len(lines):  # (a list written over several lines)
        end += 1
        depth += sum(lines[end - 1].count(c) for c in "[({") - sum(lines[end - 1].count(c) for c in "])}")
    held = "\n".join(lines[start - 1:end])
    if re.search(rf"\.\.\.|\*(?:{_CONST})|\b(?:{_CONST})\b", held.split("=", 1)[1]):
        return None  # (a list built from other constants, or spread from them: what it holds is not written here)
    missing = [v for v in values if not re.search(rf"(?<![\w/.-]){re.escape(v)}(?![\w/-])", held, re.IGNORECASE)]
    if not missing:
        return None
    turn = located.votes[0].turn if located.votes else None
    vote = Vote(located.weight, f"the check at line {at} turns away what `{name}` does not list; `{missing[0]}` is not in it",
                start, turn)
    return Candidate(located.path, start, end, name, [*located.votes, vote])
