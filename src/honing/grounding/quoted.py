"""Votes from code a turn quotes: a snippet (`total.value = res.list.length`, `build:test`) where it
stands in the project, a setting quoted with its new value where it stands with another, and a
call quoted without its arguments where it is made with them."""

from __future__ import annotations

import re
from functools import cache

from honing.grounding import vocab
from honing.grounding.places import Sourced
from honing.grounding.project import Project

# a quoted setting up to its value: `client_max_body_size ` of `client_max_body_size 12m;`
_VALUE_HEAD = re.compile(r"[A-Za-z_][\w.\-]*(?:[ \t]*[:=][ \t]*|[ \t]+)(?=[\d\"'])")
_NAME_EDGE = re.compile(r"[A-Za-z0-9_$]")

# a guard quoted on one line that the code writes on two (`if ($a > 0 && $b > $a) return 0;` for `if (…) {` and
# `return 0;` below it): its head, the keyword and the balanced condition
_GUARD_HEAD = re.compile(r"((?:if|elif|else if|while|unless)\s*\((?:[^()]|\([^()]*\))+\))\s*(?!\{?\s*$)\S")
# a tag with attributes, quoted: `<div onClick>`, `<button type="submit">`
_TAG = re.compile(r"<([A-Za-z][\w.-]*)((?:\s+[A-Za-z_:@][\w:.-]*(?:=(?:\"[^\"]*\"|'[^']*'|\{[^}]*\}))?)+)\s*/?>")
_ATTRIBUTE = re.compile(r"\s([A-Za-z_:@][\w:.-]*)")
# arguments left out of a quoted call: `$('.cart-row .remove').click(...)`
_ELISION = re.compile(r"(?<=\()(?:\.\.\.|…)(?=\))")


def _elided(part: str) -> str:
    """A part of a quoted snippet as a pattern, its elided arguments, `(...)`, standing for any when the rest says more
    than a name (`$('.cart-row .remove').click(...)`; not `orders.findForPeriod(...)`, which a reply writes for any
    call of it)."""
    pieces = _ELISION.split(part)
    if len(pieces) == 1 or not re.search(r"[\"'`]|\([^)]", "".join(pieces)):
        return re.escape(part)
    return r"[^\n]*?".join(re.escape(p) for p in pieces)


@cache
def _suspect() -> tuple[re.Pattern[str], float]:
    table = vocab.table()["suspect"]
    return re.compile("|".join(table["code"])), float(table["factor"])


def _on_its_face(text: str) -> float:
    """How much more a line counts when its shape is wrong whatever the project (table ``suspect``)."""
    pattern, factor = _suspect()
    return factor if pattern.search(text) else 1.0


QuotedVote = tuple[str, int | None, float, str, int | None]  # path, line, weight, reason, turn


def _where(source: Sourced) -> str:
    if source.turn is None:
        return "the user's sentence"
    if source.where == "summary":
        return f"the compaction summary before turn {source.turn}"
    return f"turn {source.turn}"


def votes(project: Project, sources: list[Sourced], named_lines: set[tuple[str, int, int | None]]) -> list[QuotedVote]:
    """The votes of the quoted code and calls of ``sources``. ``named_lines``: the (path, line, turn)
    of the locations the sources name; a snippet one of them holds votes there alone."""
    out: list[QuotedVote] = []
    code = [s for s in sources if s.mention.kind == "code"]
    if code:
        snippets: dict[str, list[Sourced]] = {}
        for source in code:
            snippets.setdefault(source.mention.value, []).append(source)
        ordered_code = sorted(snippets, key=lambda n: (-len(n), n))
        # (a run of blanks stands for any run: `skip_final_snapshot = true` quotes an aligned
        # `skip_final_snapshot     = true`)
        # (and a snippet that starts or ends with a name is that whole name: `nginx_worker_conn`
        # does not stand in `nginx_worker_connections`)
        # (ASCII names only: a quote of CJK text stands inside a longer message)
        parts = {n: re.split(r"[ \t]+", n) for n in ordered_code}
        spaced = {n: re.compile((r"(?<![A-Za-z0-9_$])" if _NAME_EDGE.fullmatch(n[:1]) else "")
                                + r"[ \t]+".join(".*?" if p in ("...", "…") and 0 < k < len(parts[n]) - 1 else _elided(p)
                                                   for k, p in enumerate(parts[n]))  # (`find ... -mtime`, not `BETWEEN ...`)
                                + (r"(?![A-Za-z0-9_$])" if _NAME_EDGE.fullmatch(n[-1:]) else "")) for n in ordered_code}
        pattern = re.compile("|".join(p.pattern for p in spaced.values()))
        # a quoted line may be a setting: configuration files are searched with the code
        code_hits = [(hit, next(n for n in ordered_code if spaced[n].search(hit.text))) for hit in project.grep(
            pattern, project.source_files() + project.config_files(),
            literals=tuple(max((q for p in parts[n] if p not in ("...", "…") for q in (
                _ELISION.split(p) if _elided(p) != re.escape(p) else (p,))), key=len, default=n) for n in ordered_code))]
        # a snippet that stands in several places (`type: string`) shares its vote among them
        standing = {n: sum(1 for _, m in code_hits if m == n) for n in ordered_code}
        # (of the places a snippet stands in, those the same turn names as `path:line` alone: "`package.json:8` 的
        # `build:test`", not the CI job that runs it; counted once per snippet and turn)
        named_at: dict[tuple[str, int | None], int | None] = {}  # None: no named line holds it
        for hit, snippet in code_hits:
            for source in snippets[snippet]:
                key = (snippet, source.turn)
                if key not in named_at:
                    anchored = any(t == source.turn and spaced[snippet].search(project.lines(r)[ln - 1]) for r, ln, t in named_lines)
                    named_at[key] = sum(1 for h, m in code_hits if m == snippet and (h.path, h.line, source.turn) in named_lines) \
                        if anchored else None
                count = named_at[key]
                if count is not None and (hit.path, hit.line, source.turn) not in named_lines:
                    continue
                shares = standing[snippet] if count is None else max(count, 1)
                if source.mention.line is not None and source.mention.line == hit.line:
                    # on the very line the same sentence names ("line 14 hard-codes `height: 32px`")
                    out.append((hit.path, hit.line, source.mention.weight * 1.25,
                                f"`{snippet}` from {_where(source)} stands here, on the line it names", source.turn))
                    continue
                face = _on_its_face(hit.text)
                out.append((hit.path, hit.line, source.mention.weight / shares * face, f"`{snippet}` from {_where(source)} stands "
                            "here" + (" (a shape wrong on its face whatever the project: table suspect)" if face > 1 else ""), source.turn))
        # a line quoted with the value it should get (`client_max_body_size 12m;`) stands
        # nowhere yet: the line that holds it with another value (`client_max_body_size 1m;`),
        # at half weight, when one or two lines do
        heads = {n: h.group(0).rstrip() for n in ordered_code if not standing[n]
                 and (h := _VALUE_HEAD.match(n)) and len(h.group(0).strip()) >= 8}
        if heads:
            found_heads = project.grep(re.compile("|".join(re.escape(h) for h in sorted(set(heads.values())))),
                                       project.source_files() + project.config_files(),
                                       literals=tuple(sorted(set(heads.values()))))
            for snippet, head in sorted(heads.items()):
                at = [h for h in found_heads if head in h.text]
                for hit in at if len(at) <= 2 else ():
                    for source in snippets[snippet]:
                        out.append((hit.path, hit.line, source.mention.weight * 0.5 / len(at),
                                    f"`{head}` of `{snippet}` from {_where(source)} stands here with another value",
                                    source.turn))

        # (its guard's head on a line of its own, when one or two lines hold it; on the line the same reply names)
        guards = {n: g.group(1) for n in ordered_code if not standing[n] and (g := _GUARD_HEAD.match(n)) and len(g.group(1)) >= 12}
        if guards:
            found_guards = project.grep(re.compile("|".join(re.escape(h) for h in sorted(set(guards.values())))),
                                        project.source_files(), literals=tuple(sorted(set(guards.values()))))
            for snippet, head in sorted(guards.items()):
                at = [h for h in found_guards if head in h.text]
                for hit in at if len(at) <= 2 else ():
                    for source in snippets[snippet]:
                        out.append((hit.path, hit.line, source.mention.weight * (1.25 if source.mention.line == hit.line else 0.75 / len(at)),
                                    f"`{head}` of `{snippet}` from {_where(source)} stands here", source.turn))

        # a tag quoted by its name and some of its attributes (`<div onClick>`) stands where it is written with them
        # and others (`<div className={styles.button} onClick={handleSubmit}>`), when one or two lines write it, at half
        # weight (a reply quotes a tag to tell what the code did before its fix: `<Navigate to="/login">`)
        quoted_tags = {n: t for n in ordered_code if not standing[n] and (t := _TAG.fullmatch(n))}
        tags = {n: re.compile(rf"<{re.escape(t.group(1))}(?![\w.-])" + "".join(rf"[^>\n]{{0,200}}?(?<![\w-]){re.escape(a)}(?![\w-])"
                                                                       for a in _ATTRIBUTE.findall(t.group(2))))
                for n, t in quoted_tags.items()}
        if tags:
            written = project.grep(re.compile("|".join(p.pattern for p in tags.values())), project.source_files(),
                                   literals=tuple(sorted({"<" + t.group(1) for t in quoted_tags.values()})))
            for snippet, tag in sorted(tags.items()):
                at = [h for h in written if tag.search(h.text)]
                for hit in at if len(at) <= 2 else ():
                    for source in snippets[snippet]:
                        out.append((hit.path, hit.line, source.mention.weight * 0.5 / len(at),
                                    f"`{snippet}` from {_where(source)} is written here", source.turn))

    # a call quoted without its arguments (`props.items.sort()`) stands where it is made with them
    # (`props.items.sort((a, b) => …)`), when one or two lines make it
    calls: dict[str, list[Sourced]] = {}
    for source in (s for s in sources if s.mention.kind == "call" and len(s.mention.value) >= 8):
        calls.setdefault(source.mention.value[:-1], []).append(source)
    if calls:
        made = project.grep(re.compile("|".join(re.escape(h) for h in sorted(calls))), project.source_files(),
                            literals=tuple(sorted(calls)))
        for head, callers in sorted(calls.items()):
            at = [h for h in made if head in h.text and f"{head})" not in h.text]
            for hit in at if len(at) <= 2 else ():
                for caller in callers:
                    out.append((hit.path, hit.line, caller.mention.weight * 0.75 / len(at),
                                f"`{caller.mention.value}` from {_where(caller)} is called here", caller.turn))
    return out
