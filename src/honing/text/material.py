"""Material (issue 19): the text a prompt works on, as opposed to its instructions.

An email to proofread, an article to summarize, a passage whose words are to be
counted, few-shot examples: changing any of it changes the answer. Material is found
from how prompts introduce it (``data/material.toml``):

- a line that ends in a colon and names material or a task on it ("The email:", "Text:",
  "Translate into French:", "以下の文章：");
- a line with a cue ("below", "the following", 以下の, 下面的) that also names material or
  a task on it ("Do the following steps" does not): the material starts on the next line,
  or after a colon on the same line;
- a few-shot label at the start of a line ("Example 1:", "Input:", "Q:", 入力例：, 输入：);
- config or code pasted with no line to introduce it (``code_runs``): a run of lines shaped
  like keys, assignments or statements, which ends where the prompt resumes.

Introduced material runs from where it starts to the end of the prompt: protecting an instruction
that follows it only means that instruction is left as the user wrote it, while missing
material would let a transform change what the task is about. The scan is one pass
over the lines."""

from __future__ import annotations

import re
from functools import cache

from honing import data

LANGUAGES = ("en", "ja", "zh")
_QUOTE = re.compile("[\"“「『]")


def _words(items: list[str], lang: str) -> str:
    body = "|".join(re.escape(w) for w in sorted(set(items), key=lambda w: (-len(w), w)))
    return rf"(?<![\w'])(?:{body})(?![\w'])" if lang == "en" else f"(?:{body})"


@cache
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    table = data.load("material.toml")
    cue = "|".join(_words(table[lang]["cue"], lang) for lang in LANGUAGES)
    noun = "|".join(_words(table[lang]["noun"] + table[lang]["verb"], lang) for lang in LANGUAGES)
    labels = sorted({w for lang in LANGUAGES for w in table[lang]["example_label"]}, key=lambda w: (-len(w), w))
    label = "|".join(re.escape(w) for w in labels)
    example = re.compile(rf"^[ \t]*(?:[#*>\-]+[ \t]*)?(?P<label>{label})[ \t]*(?:\d{{1,3}}|[０-９]{{1,3}})?[ \t]*[:：]",
                         re.IGNORECASE)
    return re.compile(cue, re.IGNORECASE), re.compile(noun, re.IGNORECASE), example


@cache
def _format_statement() -> tuple[frozenset[str], re.Pattern[str]]:
    """The answer labels, and how a description of the answer's format opens after one."""
    table = data.load("material.toml")
    answers = frozenset(w.lower() for lang in LANGUAGES for w in table[lang].get("answer_label", []))
    openings = "|".join(_words(table[lang].get("format_opening", []), lang) for lang in LANGUAGES)
    return answers, re.compile(rf"[ \t]*(?:{openings})", re.IGNORECASE)


@cache
def _neighbour(direction: str) -> re.Pattern[str]:
    table = data.load("material.toml")
    return re.compile("|".join(_words(table[lang][direction], lang) for lang in LANGUAGES), re.IGNORECASE)


def points_back(text: str) -> bool:
    """The sentence refers to what stands before it ("the function above", 上記)."""
    return _neighbour("back").search(text) is not None


def points_forward(text: str) -> bool:
    """The sentence refers to what follows it ("the text below", 以下), or introduces it
    with a colon at its end."""
    return text.rstrip().endswith((":", "：")) or _neighbour("forward").search(text) is not None


def version() -> str:
    return str(data.load("material.toml")["version"])


def start(text: str) -> int | None:
    """Where the material of ``text`` begins (an offset), or None when it has none."""
    cue, noun, example = _patterns()
    pos = 0
    length = len(text)
    seen_question = False  # an "Input:" / "Q:" label came first: an "Output:" after it is its pair
    while pos < length:
        end = text.find("\n", pos)
        line_end = length if end < 0 else end
        line = text[pos:line_end]
        stripped = line.rstrip()
        if stripped:
            labelled = example.match(line)
            if labelled and not _states_format(line, labelled, seen_question):
                return pos + (len(line) - len(line.lstrip()))
            if labelled and labelled.group("label").lower() not in _format_statement()[0]:
                seen_question = True
            hit = cue.search(line)
            names = noun.search(line) is not None  # a material noun or a task on material
            if stripped.endswith((":", "：")) and names and len(stripped) <= 240:
                return _next_content(text, line_end)
            if hit and names:
                colon = _colon_after(line, hit.end())
                if colon is not None and line[colon + 1:].strip():
                    inline = pos + colon + 1
                    return inline + (len(text[inline:line_end]) - len(text[inline:line_end].lstrip()))
                # a quotation after the cue on the same line is what the cue points at:
                # in 'Is the following true? "…" Explain…' nothing below is material
                if line_end < length and not _QUOTE.search(line, hit.end()):
                    return _next_content(text, line_end)
        if end < 0:
            break
        pos = end + 1
    return None


# pasted config or code with no line introducing it ("Why does kubectl reject this?" and then
# a manifest): this many consecutive lines of that shape, or two when one is indented under
# the other, are material
_CODE_RUN = 3
_CODE_LINE = re.compile(
    r"[ \t]*(?:-[ \t]+)?[a-z_][\w.-]*:(?:[ \t]+\S+(?:[ \t]+\S+)?)?[ \t]*"  # a key: short value (apiVersion: v1)
    r"|[ \t]*[A-Z_][A-Z0-9_]*=\S*"                                            # an environment line (DEBUG=1)
    r"|.*[;{}][ \t]*|[ \t]*[\]\)}]+[;,]?[ \t]*")                                # a statement or a brace


def _code_shaped(line: str) -> bool:
    """A line shaped like config or code: a lower-case key with a short value or none, an
    environment assignment, a line ending in ; { or }, a closing bracket."""
    return bool(line) and _CODE_LINE.fullmatch(line) is not None


def _states_format(line: str, labelled: re.Match[str], seen_question: bool) -> bool:
    """An answer label with no question before it, whose line goes on to describe a
    format ("Output: a Markdown table with columns Owner, Action, Due date.", "出力：表形式で"),
    states an instruction, not an example."""
    answers, opening = _format_statement()
    if seen_question or labelled.group("label").lower() not in answers:
        return False
    return opening.match(line, labelled.end()) is not None


def _colon_after(line: str, at: int) -> int | None:
    for i in range(at, len(line)):
        if line[i] in ":：":
            return i
    return None


def _next_content(text: str, line_end: int) -> int | None:
    """The first non-blank character after ``line_end`` (None at the end of the text)."""
    i = line_end
    while i < len(text) and text[i] in " \t\r\n\u3000":
        i += 1
    return i if i < len(text) else None


def code_runs(text: str) -> list[tuple[int, int]]:
    """Pasted config or code that no line introduces ("Why does kubectl reject this?" and
    then a manifest; an .env file and then "Add a REDIS_URL entry"): runs of ``_CODE_RUN``
    consecutive lines shaped like it, or of two when one is indented under the other, each
    from its first character to the end of its last line. What follows a run is the
    prompt again."""
    out: list[tuple[int, int]] = []
    pos, length = 0, len(text)
    first = last = lines = 0
    indented = False
    while pos <= length:
        end = text.find("\n", pos)
        line_end = length if end < 0 else end
        line = text[pos:line_end]
        if _code_shaped(line.rstrip()):
            if lines == 0:
                first, indented = pos + (len(line) - len(line.lstrip())), False
            lines += 1
            indented = indented or (lines > 1 and line[:1] in " \t")
            last = pos + len(line.rstrip())
        else:
            if lines >= _CODE_RUN or (lines >= 2 and indented):
                out.append((first, last))
            lines = 0
        if end < 0:
            break
        pos = end + 1
    if lines >= _CODE_RUN or (lines >= 2 and indented):
        out.append((first, last))
    return out


def spans(text: str) -> list[tuple[int, int]]:
    """The material of ``text``: the pasted runs of config or code before the introduced
    material, then the introduced material (from its start to the end of the text, trailing
    whitespace left out)."""
    begin = start(text)
    end = len(text.rstrip())
    cut = begin if begin is not None else end
    out = [(a, b) for a, b in code_runs(text) if b <= cut]
    if begin is not None and end > begin:
        out.append((begin, end))
    return out
