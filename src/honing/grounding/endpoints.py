"""HTTP endpoints: a request a text names ("GET /api/documents/812/download") and the route
in the project that serves it (``@GetMapping("/{id}/download")``, ``router.get('/:id/download', …)``).
The route is matched against the end of the request's path, so that a prefix declared
elsewhere (a class's ``@RequestMapping``, an ``app.use('/api', …)``) need not be followed.
Table ``[endpoints]``."""

from __future__ import annotations

import re
from functools import cache

from honing.grounding import vocab
from honing.grounding.project import Project

# a request as a text writes it: a method, then a path (a full URL's host is left out)
_REQUEST = re.compile(r"(?<![\w/.\-])(?:(?:GET|POST|PUT|PATCH|DELETE)\s+)(?:https?://[\w.\-:]+)?"
                      r"(/[\w\-.~%{}:]+(?:/[\w\-.~%{}:]*)*)(?:\?\S*)?")
_LITERAL = re.compile(r"""["'`](/?[\w\-.{}:<>*]+(?:/[\w\-.{}:<>*]*)*)["'`]""")
_DJANGO = re.compile(r"\b(?:re_)?path\(")
_WILDCARD = re.compile(r"^(?:\{[^}]*\}|:\w+\??|<[^>]*>|\*{1,2}|\[[^\]]*\])$")


@cache
def _declares() -> re.Pattern[str]:
    return re.compile("|".join(vocab.table()["endpoints"]["declared"]))


def named(text: str) -> list[tuple[str, int]]:
    """Each request path ``text`` names with its method, and where it stands."""
    return [(m.group(1).rstrip("/.:,;)") or "/", m.start()) for m in _REQUEST.finditer(text)]


def _segments(path: str) -> list[str]:
    return [s for s in path.split("/") if s]


def _fits(route: list[str], request: list[str]) -> int:
    """How many fixed segments of ``route`` match the end of ``request`` (0: no match)."""
    if not route or len(route) > len(request):
        return 0
    fixed = 0
    for want, got in zip(route, request[-len(route):], strict=True):
        if _WILDCARD.match(want):
            continue
        if want != got:
            return 0
        fixed += 1
    return fixed


def handlers(project: Project, request: str) -> list[tuple[str, int]]:
    """The routes of the project that serve ``request`` best, as ``(path, line)`` of the code
    that handles it: the definition under a decorator or annotation, or the line that
    registers the route. Only routes with a fixed segment that matches count."""
    wanted = _segments(request)
    fixed = [s for s in wanted if not s.isdigit()]
    if not fixed:
        return []
    best: list[tuple[str, int]] = []
    score = 0
    for hit in project.grep(_declares(), literals=(fixed[-1],)):
        for m in _LITERAL.finditer(hit.text):
            # (a route is written from its root, but for Django's `path("carts/<int:pk>/")`)
            if not m.group(1).startswith("/") and not _DJANGO.search(hit.text):
                continue
            # (a call registers a route with its handler after it; a client's `api.get('/status')` has none)
            if not hit.text.lstrip().startswith(("@", "#[")) and not re.match(r"\s*,", hit.text[m.end():]):
                continue
            fit = _fits(_segments(m.group(1)), wanted)
            if fit and fit >= score:
                if fit > score:
                    best, score = [], fit
                best.append((hit.path, _handler_line(project.lines(hit.path), hit.line)))
    return sorted(set(best))


def _handler_line(lines: list[str], line: int) -> int:
    """The line of the code a route's declaration at ``line`` hands the request to: for a
    decorator or an annotation, the first line below it that is not one."""
    if not lines[line - 1].lstrip().startswith(("@", "#[")):
        return line
    for number in range(line + 1, min(len(lines), line + 8) + 1):
        text = lines[number - 1].strip()
        if text and not text.startswith(("@", "#[", "//", "#")):
            return number
    return line
