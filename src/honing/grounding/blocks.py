"""The shape of code, read without parsing it: where a definition starts and ends, the block
or test case around a line, the name a line defines, a statement's extent."""

from __future__ import annotations

import re
from pathlib import Path

from honing.grounding import vocab
from honing.grounding.project import Hit, Project

_KEYWORDS = frozenset({"if", "for", "while", "switch", "catch", "return", "function", "else", "elif", "with",
                       "try", "except", "def", "class", "func", "go", "defer", "select", "case", "new", "typeof",
                       "await", "async", "import", "from", "package", "var", "let", "const", "print", "len",
                       "range", "make", "append", "str", "int", "float", "list", "dict", "set", "require",
                       "expect", "assert", "describe", "it", "test", "self", "this", "super", "console", "t", "fmt",
                       "errors", "json", "isinstance", "sorted", "open", "map", "filter", "Error", "Object", "Array",
                       "String", "Number", "Promise", "Math", "Date", "JSON", "panic", "nil", "None", "True",
                       "False", "null", "undefined", "true", "false", "toBe", "toEqual", "Fatalf", "Errorf"})
_CALLED = re.compile(r"(?<![\w$])([A-Za-z_$][\w$]*)\s*\(")
_ASSIGNED = re.compile(r"^\s*(?:(?:var|const|let|export\s+const)\s+)?([A-Za-z_$][\w$]*)\s*(?::[^=]*)?=[^=]")
_MAX_SPAN = 80
_WINDOW = 12


# -- spans of definitions -------------------------------------------------------------


_TEST_MARK = re.compile(r"^test_|_test(?=\.)|\.(?:test|spec)(?=\.)")


# where a source file's own tests begin (Rust's `#[cfg(test)] mod tests`)
TESTS_BEGIN = re.compile(r"#\[cfg\(test\)\]|mod tests\b")


def in_tests(project: Project, rel: str, line: int) -> bool:
    """Line ``line`` of ``rel`` stands inside a test module with a body of its own (Rust's
    `#[cfg(test)] mod tests {`), not merely after a `#[cfg(test)] use …` or `mod tests;`."""
    before = project.lines(rel)[:line - 1]
    return any(_MOD_BODY.match(text) and (_TEST_MOD.match(text) or (k and before[k - 1].strip() == "#[cfg(test)]"))
               for k, text in enumerate(before))


_MOD_BODY = re.compile(r"\s*(?:pub(?:\([\w:]+\))?\s+)?mod\s+\w+\s*\{")
_TEST_MOD = re.compile(r"\s*mod\s+tests?\s*\{")


def subject_of(test_path: str) -> str:
    """The file name a test file is named after: bucket_test.go → bucket.go,
    InvoiceServiceTest.java → InvoiceService.java (the language's test_subject marks)."""
    name = Path(test_path).name
    for mark in vocab.rules_for(test_path).test_subject:
        if mark.search(name):
            return mark.sub("", name, count=1)
    return _TEST_MARK.sub("", name)


def _any_definition(rules: vocab.LanguageRules) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{p.replace('{name}', rules.identifier)})" for p in rules.definition))


# words that open a statement, never a definition ('if (x) {' looks like a method)
_SYNTAX = frozenset({"if", "for", "while", "switch", "catch", "return", "function", "else", "elif", "with", "try",
                     "except", "def", "class", "func", "go", "defer", "select", "case", "new", "typeof", "await",
                     "async", "import", "from", "package", "var", "let", "const"})


def _defined_name(rules: vocab.LanguageRules, line: str) -> str | None:
    m = _any_definition(rules).search(line)
    if not m:
        return None
    name = next((g for g in m.groups() if g), None)
    # a method may be called set, get or map: only statement words are ruled out here
    # (Rust's and Ruby's constructors are called new: `pub fn new(cfg: &Settings) -> Self {`)
    return None if name is None or (name in _SYNTAX and not (name == "new" and _CONSTRUCTOR.search(line))) else name


_CONSTRUCTOR = re.compile(r"\bfn\s+new\b|\bdef\s+(?:self\.)?new\b")


_STATEMENT_LINES = 300  # an SQL statement longer than this is not one definition


_OPENERS = frozenset(vocab.table()["symbols"]["toplevel_openers"])


_SIGNATURE_LINES = 12  # the most lines a definition's parameter list is followed over


def block_end(lines: list[str], start: int, block: str) -> int:
    """The last line (1-based) of the definition that opens on line ``start``."""
    if block == "indent":
        head = lines[start - 1]
        indent = len(head) - len(head.lstrip())
        end = start
        for number in range(start + 1, len(lines) + 1):
            text = lines[number - 1]
            if not text.strip():
                continue
            depth = len(text) - len(text.lstrip())
            # a closing bracket at the definition's own indentation closes it; one further
            # out closes something around it (a Scala object's `}`)
            if depth < indent or (depth == indent and not text.lstrip().startswith((")", "]", "}"))):
                break
            end = number
        return end
    if block == "statement":
        # SQL: the statement runs to the line that ends with ';' (a comment after it aside),
        # whatever the indentation (CREATE VIEW … AS / SELECT … / WHERE … ;)
        quoted = False  # inside a $$ … $$ body (plpgsql), a ';' ends a statement of the body
        for number in range(start, min(len(lines), start + _STATEMENT_LINES) + 1):
            text = lines[number - 1].split("--", 1)[0]
            quoted ^= text.count("$$") % 2 == 1
            if not quoted and text.rstrip().endswith(";"):
                return number
        return start
    if block == "toplevel":
        # Haskell, Clojure, F#: the definition runs to the next line at its indentation or
        # less that starts something else; a Haskell function's further equations start
        # with its own name and belong to it
        head = lines[start - 1]
        indent = len(head) - len(head.lstrip())
        first = head.split()[0] if head.split() else ""
        # a Haskell equation opens with the function's name; `let`, `(defn` open anything
        if not re.fullmatch(r"[a-z_][\w']*", first) or first in _OPENERS:
            first = "\0"
        end = start
        for number in range(start + 1, len(lines) + 1):
            text = lines[number - 1]
            if not text.strip():
                continue
            if len(text) - len(text.lstrip()) <= indent and not text.lstrip().startswith((")", "]", "}")) \
                    and text.split()[0] != first:
                break
            end = number
        return end
    if block == "end_statement":
        # VBA and Visual Basic: the procedure closes at its `End Sub` (`End Function`, …), whatever the
        # indentation (a column-0 error label, `ErrHandler:`, is inside it)
        for number in range(start + 1, len(lines) + 1):
            if re.match(r"(?i)\s*End\s+(?:Sub|Function|Property|Type|Enum|Class|Module)\b", lines[number - 1]):
                return number
        return len(lines)
    if block == "end":
        # Ruby: the block closes at the `end` that stands at the definition's indentation
        head = lines[start - 1]
        indent = len(head) - len(head.lstrip())
        for number in range(start + 1, len(lines) + 1):
            text = lines[number - 1]
            depth = len(text) - len(text.lstrip())
            # (a method's own `rescue`, `else` and `ensure` clauses stand at its indentation and belong to it:
            # `def next_renewal_on` … `rescue Date::Error` / `base + 30 * plan.interval_months` / `end`)
            if text.strip() and depth <= indent and not (depth == indent and re.match(r"(?:rescue|else|ensure)\b", text.strip())):
                return number if re.match(r"end\b", text.strip()) else max(start, number - 1)
        return len(lines)
    # the block opens on the definition's line (or on a line of its own right after it);
    # 'let sum = 0;' before a loop is a declaration, not the loop's owner
    # (a signature whose parameters run over several lines opens its block where they close:
    # `function pickFallback(members: Member[], …,` / `…): Member | undefined {`)
    # (not a head that opens its block itself: `const total = useMemo(() => {`)
    opens, open_parens = start, lines[start - 1].count("(") - lines[start - 1].count(")")
    while open_parens > 0 and "{" not in lines[start - 1] and opens < min(len(lines), start + _SIGNATURE_LINES):
        opens += 1
        open_parens += lines[opens - 1].count("(") - lines[opens - 1].count(")")
    opens = opens if open_parens <= 0 else start
    head = lines[opens - 1]
    following = lines[opens].strip() if opens < len(lines) else ""
    if "{" not in head and head.rstrip().endswith("["):
        # an array written over the lines below (`const rules: GuardRule[] = [` … `];`): it runs to its `]`
        depth = 0
        for number in range(opens, len(lines) + 1):
            depth += lines[number - 1].count("[") - lines[number - 1].count("]")
            if depth <= 0:
                return number
        return len(lines)
    if "{" not in head and following != "{":
        if head.rstrip().endswith(("=", "=>")):
            # an expression body on the lines below (Kotlin's `fun f(…): T =`, C#'s `=>`):
            # it runs while they stand deeper than the head
            indent = len(head) - len(head.lstrip())
            end = opens
            for number in range(opens + 1, len(lines) + 1):
                text = lines[number - 1]
                if not text.strip() or len(text) - len(text.lstrip()) <= indent:
                    break
                end = number
            return end
        return start
    depth = 0  # (counted from where the parameters close: `query: Filters & { limit: number },` is a type)
    for number in range(opens, len(lines) + 1):
        text = lines[number - 1]
        depth += text.count("{") - text.count("}")
        if depth <= 0 and ("{" in text or number > opens):
            return number
    return len(lines)


def definition_span(project: Project, rel: str, line: int, name: str) -> tuple[int, int, str]:
    """The lines of the definition of ``name`` that opens on ``line``; a very long one is
    cut to a window after its first line."""
    lines = project.lines(rel)
    end = block_end(lines, line, vocab.rules_for(rel).block)
    if end - line + 1 > _MAX_SPAN:
        end = min(len(lines), line + _WINDOW)
    return line, end, name


def with_annotations(project: Project, rel: str, start: int) -> int:
    """The first line of the annotations right above a definition that opens on ``start``
    (`@Query("select …")`, `[HttpGet]`, `@cache`): they are part of what it declares."""
    lines = project.lines(rel)
    while 1 < start <= len(lines) + 1:
        if _ANNOTATION.match(lines[start - 2]):
            start -= 1
        elif (opened := _annotation_opened(lines, start - 1)) is not None:
            start = opened  # (one written over several lines: `@Query(` and a text block, closed by its `)`)
        else:
            return start
    return start


def _annotation_opened(lines: list[str], last: int) -> int | None:
    """The line (1-based) that opens an annotation whose parentheses close on line ``last`` (`@Query(` above the end
    of its text block and its `)`), within a few lines; None when ``last`` closes none."""
    if not lines[last - 1].rstrip().endswith(")"):
        return None
    depth = 0
    for number in range(last, max(last - _ANNOTATION_REACH, 0), -1):
        text = lines[number - 1]
        depth += text.count(")") - text.count("(")
        if depth <= 0:
            return number if _OPENS_ANNOTATION.match(text) and depth == 0 else None
    return None


_ANNOTATION = re.compile(r"[ \t]*(?:@[A-Za-z_][\w.]*(?:\(.*\))?|\[[A-Z][\w.]*(?:\(.*\))?\])[ \t]*$")
_OPENS_ANNOTATION = re.compile(r"[ \t]*@[A-Za-z_][\w.]*\(")
_ANNOTATION_REACH = 16  # the most lines one annotation is written over


_ANNOTATED = 4  # the most lines from an annotation down to the definition it annotates


def enclosing(project: Project, rel: str, line: int) -> tuple[int, int, str | None]:
    """The definition around ``line``: (start, end, name), or a window around the line
    when no definition encloses it (module-level code)."""
    lines = project.lines(rel)
    rules = vocab.rules_for(rel)
    # (an annotation or decorator line of one line, `@Query("…")`, `[HttpPost]`, belongs to the definition it stands
    # over, when only annotations and blank lines stand between them: not Ruby's `@count` before `end`)
    if 1 <= line <= len(lines) and _ANNOTATION.match(lines[line - 1]):
        below = line + 1
        while below <= min(len(lines), line + _ANNOTATED) and (_ANNOTATION.match(lines[below - 1]) or not lines[below - 1].strip()):
            below += 1
        name = _defined_name(rules, lines[below - 1]) if below <= len(lines) else None
        if name is not None and block_end(lines, below, rules.block) <= below:
            return line, below, name  # (a declaration of one line: `long countOpenOrders(…);`)
        if name is not None and (around := enclosing(project, rel, below))[2] == name:
            return line, around[1], name
    for number in range(min(line, len(lines)), 0, -1):
        name = _defined_name(rules, lines[number - 1])
        if name is None:
            continue
        if rules.block == "toplevel":
            # the first of a Haskell function's equations (or its signature) opens it
            head = lines[number - 1].split()[0]
            while number > 1 and lines[number - 2].split()[:1] == [head] and head not in _OPENERS:
                number -= 1
        end = block_end(lines, number, rules.block)
        if end >= line and (end > number or number == line == 1):
            if end - number + 1 > _MAX_SPAN:
                return max(1, line - _WINDOW), min(_last(lines), line + _WINDOW), name
            return number, end, name
    return max(1, line - _WINDOW), min(_last(lines), line + _WINDOW), None


def _last(lines: list[str]) -> int:
    """The number of the file's last line: not the empty one after its final newline (a 4-line file is 1-4, not 1-5)."""
    return len(lines) - 1 if len(lines) > 1 and lines[-1] == "" else len(lines)


def test_case_at(project: Project, rel: str, line: int) -> tuple[int, int, str] | None:
    """The test case of a test file that holds ``line`` (a test function, an ``it()`` or
    ``test()`` block): (start, end, its name), or None when the line is in none."""
    rules = vocab.rules_for(rel)
    lines = project.lines(rel)
    for number in range(min(line, len(lines)), 0, -1):
        opened = next((m for p in rules.test_case if (m := p.search(lines[number - 1]))), None)
        if opened is None:
            continue
        end = block_end(lines, number, rules.block)
        if end >= line:
            name = next((g for g in opened.groups() if g), None) or lines[number - 1].strip()
            return number, end, name
    return None


def sole_definition(project: Project, rel: str) -> tuple[int, int, str] | None:
    """The span of the one definition a source file holds (a function, a type, a
    module-level name), or None when it holds none or several."""
    rules = vocab.rules_for(rel)
    if not rel.lower().endswith(tuple(vocab.table()["tools"]["source_extensions"])) or rules.is_test_file(rel):
        return None
    lines = project.lines(rel)
    found = [(number, name) for number, text in enumerate(lines, 1) if (name := _defined_name(rules, text))]
    if len(found) != 1:
        return None
    return definition_span(project, rel, *found[0])


def _definitions(project: Project, names: list[str]) -> dict[str, list[tuple[str, int]]]:
    """Where each name is defined (one search round for all names)."""
    found: dict[str, list[tuple[str, int]]] = {n: [] for n in names}
    if not names:
        return found
    alternation = "|".join(re.escape(n) for n in sorted(set(names), key=lambda n: (-len(n), n)))
    templates = sorted({p for rules in vocab.languages() for p in rules.definition})
    pattern = re.compile("|".join(f"(?:{t.replace('{name}', f'(?:{alternation})')})" for t in templates), re.MULTILINE)
    for hit in project.grep(pattern, literals=tuple(sorted(set(names)))):
        rules = vocab.rules_for(hit.path)
        name = _defined_name(rules, hit.text)
        if name in found and (hit.path, hit.line) not in found[name]:
            found[name].append((hit.path, hit.line))
    return found


def _in_table(project: Project, hit: Hit) -> bool:
    """The line stands in a table at module level (`MESSAGES = {`, `module.exports = {`),
    not in an object a function builds ('res.json({ error: "…" })')."""
    start, _, name = enclosing(project, hit.path, hit.line)
    if name is None:
        return True
    head = project.lines(hit.path)[start - 1]
    return bool(_ASSIGNED.match(head)) and "=>" not in head and "function" not in head and "lambda" not in head


def _one_statement(lines: list[str], start: int, end: int) -> bool:
    """The definition on lines ``start``..``end`` has at most one statement in its body
    (closing brackets are not statements)."""
    body = [t.strip() for t in lines[start:end] if t.strip() and t.strip() not in _CLOSERS]
    return len(body) <= 1


_CLOSERS = frozenset({"}", "};", "})", "});", ")", "]", "end"})
