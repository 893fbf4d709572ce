"""What a piece of session text points at: file locations (``path:line``, traceback
frames), file paths, code symbols, test names and error messages. Pure functions over
text; the locator checks each mention against the project."""

from __future__ import annotations

import re
from dataclasses import dataclass

from honing.grounding import endpoints, errors, pyframes, vocab
from honing.grounding.diffs import MIN_REMOVED, diff_hunks, headless_additions, number


@dataclass(frozen=True)
class Mention:
    """One thing a text names. ``kind`` is location | path | symbol | test | message | code | line (a line number with no
    file named before it) | field (of the type ``symbol``) | endpoint. ``weight`` says how directly it was named (a pasted
    traceback frame beats a word that merely looks like an identifier). ``symbol`` is the enclosing function of a traceback
    frame, for a message the whole line it was read from, and for a symbol written as a type's member (`Version.Compare`)
    the type. ``named_line`` is the line the text wrote, when the agent's later edits have moved it to ``line``."""

    kind: str
    value: str
    line: int | None = None
    symbol: str | None = None
    weight: float = 1.0
    start: int = 0
    named_line: int | None = None


# a file is written by its extension or, for files that have none (Dockerfile, .dockerignore), by its name ([paths])
_EXT = "(?:" + "|".join(sorted(vocab.table()["paths"]["extensions"], key=lambda e: (-len(e), e))) + ")"
_NAMES = "(?:" + "|".join(re.escape(n) for n in sorted(vocab.table()["paths"]["names"], key=lambda n: (-len(n), n))) + ")"
_PATH = rf"(?:[A-Za-z]:)?[/\\]?(?:[\w.@~\-]+[/\\])*(?:[\w.\-]+\.{_EXT}|{_NAMES}(?:\.[\w\-]+)?)"
_COMPREHENSIONS = frozenset({"<listcomp>", "<dictcomp>", "<setcomp>", "<genexpr>"})
# a JavaScript/JVM stack frame: "at buildReceipt (/srv/app/src/services/receipt.js:39:28)", "at a.b.Vm.percentOf(Vm.kt:48)"
# a Go stack frame: the function on one line, its file and line on the next, tab-indented
# ("billing.(*WebhookHandler).handleInvoicePaid(0xc0001a6300, …)\n\t/src/internal/billing/webhook.go:147 +0x1b4");
# the file line is found first, then the function is read from the line above it (each line once)
_GO_FILE_LINE = re.compile(r"^\t([^\s:]+\.go):(\d{1,6})\b", re.MULTILINE)
# the function a frame names: its receiver's type left out, a closure ("RateLimit.func1.1") read as its function
_GO_CALL = re.compile(r"(?<![\w\-])[\w\-]+(?:\.\(\*?\w+\))?\.(\w+)(?:\.func\d+(?:\.\d+)*)?\(")
# a Go frame flattened onto one line by a log viewer or a chat paste: "ratelimit.(*Limiter).Allow(...) /src/internal/ratelimit/limiter.go:62 +0xd1 / …"
_GO_INLINE = re.compile(_GO_CALL.pattern + r"[^()\n]{0,300}\)[ \t]+(/?[\w.\-/]+\.go):(\d{1,6})\b")
_GO_FRAME = re.compile(r"^(?:[\w.-]+/)+[\w.-]+\.(?:\(\*?(\w+)\)\.)?(\w+)\([^\n]*\)$", re.MULTILINE)
_AT_FRAME = re.compile(r"\bat:? (?:async )?(?:new )?(?:[\w.]*//)?(?:[\w$]+\.){0,12}?(?P<name>[\w$]+) ?\((?:res://)?(?P<path>[^()\s]+?\.[A-Za-z]{1,5}):(?P<line>\d{1,6})(?::\d{1,6})?\)")
# a Ruby frame ("app/models/subscription.rb:35:in `renewable?'", "…:19:in 'RenewalService#process'", a block's)
_RUBY_FRAME = re.compile(r"(?<![\w/.\-])(?P<path>/?(?:[\w.@~\-]+/)*[\w.\-]+\.(?:rb|rake)):(?P<line>\d{1,6}):in [`']"
                         r"(?:block (?:\(\d+ levels\) )?in )?(?:[\w:]+[#.])?(?P<name>\w+)[?!=]?'")
# a .NET frame: "at Billing.Core.InvoiceService.GetDueDate(Invoice invoice) in /src/InvoiceService.cs:line 32";
# a lambda's frame ("<>c__DisplayClass5_0.<ListOverdueAsync>b__0(Invoice i)") runs in the method it names
# (an async method's frame is its state machine's: "<GetDueDateAsync>d__4.MoveNext()")
_NET_FRAME = re.compile(r"\bat (?:[\w`$<>]+\.){0,12}?(?:<(\w+)>[\w$]*(?:\.MoveNext)?|(\w+))(?:\[[^\]\n]{0,80}\])?\([^()\n]{0,300}\)"
                        r" in ((?:[A-Za-z]:)?[^\s:]+\.(?:cs|fs|vb)):line (\d{1,6})")
# how compilers, runtimes and linters print a place: path:12 and path:12:5 (also after Kotlin's
# file://), .NET's 'in /src/A.cs:line 42', a POSIX shell's 'deploy.sh: 14: [[: not found', tsc's
# and MSBuild's 'refunds.ts(37,5)', Maven's 'Foo.java:[42,17]', old kotlinc's 'Foo.kt: (12, 5)'
_PATH_LINE = (
    re.compile(rf"(?<![\w/.\-])(?:file://|res://)?(?P<path>{_PATH}):(?:line\s)?(?P<line>\d+)(?::\d+)?"),
    re.compile(rf"(?<![\w/.\-])(?P<path>{_PATH}): (?P<line>\d+): "),
    re.compile(rf"(?<![\w/.\-])(?P<path>{_PATH})\((?P<line>\d+),\s?\d+\)"),
    re.compile(rf"(?<![\w/.\-])(?P<path>{_PATH}):\[(?P<line>\d+),\s?\d+\]"),
    re.compile(rf"(?<![\w/.\-])(?:file://)?(?P<path>{_PATH}): \((?P<line>\d+), \d+\)"),
)
# ESLint's default output: the file on a line of its own, then '  12:5  error  …' rows under it
_LINT_FILE = re.compile(rf"^(?P<path>{_PATH})[ \t]*$", re.MULTILINE)
_LINT_ROW = re.compile(r"^[ \t]+(\d+):\d+[ \t]+(?:error|warning)\b", re.MULTILINE)
_LINE_OF = re.compile(rf"\bline\s+(\d+)\s+(?:of|in)\s+(?:file\s+)?`?({_PATH})`?", re.IGNORECASE)  # (gfortran: "At line 48 of file x.f90")
# "docker-compose.yml 第 19 行", "`.dockerignore`：第 6 行", "0012_create_refunds.sql の 7 行目", "invoice.rb の
# 12〜13 行目": a line named in Chinese or Japanese; "on modules/storage/main.tf line 21", "`app.yml` line 8"
_LINE_CJK = re.compile(rf"(?<![\w/.\-])({_PATH})`?\s*+[:：,，]?\s*+(?:的\s*+)?"
                       rf"(?:第\s*+(\d+)\s*+(?:[〜~\-–至到]\s*+\d+\s*+)?行|の\s*+(\d+)\s*+(?:[〜~\-–]\s*+\d+\s*+)?行目"
                       rf"|,?\s*+(?:on\s++)?line\s++(\d+)\b)")
# a line named alone ("(line 15)", "第 13 行", "18 行目") belongs to the file the paragraph named last before it
_LINE_ALONE = re.compile(r"\blines?\s+(\d+)\b(?!\s*(?:of|in)\s)|第\s*(\d+)\s*(?:[〜~\-–至到、，,]\s*\d+\s*)?行"
                         r"|(?<![\d:])(\d+)\s*(?:[〜~\-–]\s*\d+\s*)?行目"  # (and GitHub's L22, not an L2 cache nor "L12: …" of a tool)
                         r"|(?<![\w#/.\-])L(\d{2,5})(?:\s*[-–~]\s*L?\d+)?(?![\w.%:])", re.IGNORECASE)
_BOUND_REACH = 400  # characters back from the line to the file it belongs to
_OTHER_TYPE = re.compile(r"[ \t]*(?:[-*•][ \t]+)?`([A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+)`")  # a line that opens on a quoted type
_PATH_ONLY = re.compile(rf"(?<![\w/.\-@])({_PATH})(?![\w/\-])")
_BACKTICK = re.compile(r"`([^`\n]{1,120})`")  # (and below: two operands, one a call, compared: `a.count() > max`)
_OPERATED = re.compile(r"\)\s(?:[<>]=?|[=!]==?|&&|\|\|)\s\S|\S\s(?:[<>]=?|[=!]==?|&&|\|\|)\s[\w.$]+\(")
_CALL = re.compile(r"(?<![\w.])((?:[A-Za-z_$][\w$]*\.)*[A-Za-z_$][\w$]*)\(\)")
_SNAKE = re.compile(r"(?<![\w.])([a-z][a-z0-9]*(?:_[a-z0-9]+)+)(?![\w(])")
_CAMEL = re.compile(r"(?<![\w.])([a-z]+(?:[A-Z][a-z0-9]+)+|[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+)(?![\w(])")
_MEMBER = re.compile(r"(?<![\w.])(?P<owner>[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+)\.([a-z]+(?:[A-Z][a-z0-9]+)+|[a-z][a-z0-9]*(?:_[a-z0-9]+)+)(?![A-Za-z0-9_(]|\.\w)")
# a call shown with its arguments and its result, as a failing test prints it:
# 'ParseRange("bytes=500-") = {500 1000}, want {500 999}', 'Compare(a, b) -> 1'
_RESULT_CALL = re.compile(r"(?<![\w.$])(?:[A-Za-z_$][\w$]*\.)*([A-Za-z_$][\w$]*)\([^()\n]*[^\s()][^()\n]*\)\s*(?:=(?![=>])|->|→)")
BARE_RECEIVER_CALL = re.compile(r"[a-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+\(\)")
# (also through a chain: `saved.getTotal().equals(BigDecimal.ZERO)`, `pl.col("ts").dt.date()`)
_RECEIVER_CALL = re.compile(r"[a-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*(?:\([^()]*\))?)*\.[A-Za-z_$][\w$]*\((?=[^)\s])[^()]*\)|[a-z_$]"
                            r"[\w$]*(?:\.[A-Za-z_$][\w$]*)*\((?=[^)\s])[^()]*\)(?:\.[A-Za-z_$][\w$]*(?:\([^()]*\))?)*\.[A-Za-z_$][\w$]*\(\)")
_ARG_CALL = re.compile(r"[A-Za-z_$][\w$]*\(%s(?:,\s*%s)*\)" % ((r"[A-Za-z_$][\w$.]*(?:\.(?:get|is)[A-Z]\w*\(\))?",) * 2))  # (of names and getters: `props.getTtl()`)
# a member written after its type: `Version.Compare`, Rust's and C++'s `RingBuffer::push`
# (Ruby's `Booking#nights` too; not a route's `AuditEventsController#index`, whose action names say little)
_OWNED = re.compile(r"([A-Z][\w$]*)(?:\.|::|(?<!Controller)#)[A-Za-z_$][\w$]*[?!]?(?:\(.*\))?$")
_IDENT = re.compile(r"^(?:[A-Za-z_$][\w$]*(?:\.|::)|[A-Z][\w$]*(?<!Controller)#)*([A-Za-z_$][\w$]*)[?!]?(?:\(.*\))?$")
# an error that names a member called on nothing (PHP, Ruby, JavaScript, Python)
_NULL_RECEIVER = re.compile(r"[Cc]all to (?:a )?member function \w+\(\)|undefined method [`'‘]?\w+[?!]?['’]? for nil|reading '\w+'|has no attribute '\w+'")
# PHP's TypeError for an argument: "… must be of type Coupon, null given, called in …/CheckoutController.php on line 28
# … at …/CouponService.php:33": the caller passed the wrong value; the declaration PHP stops at is no place to fix
_CALLED_IN = re.compile(r"\bgiven, called in \S+ on line \d+[^\n]{0,80}?\b(?:at|in) (\S+:\d+)")  # (PHP 7: "… and defined in …")
_TEST = re.compile(r"(?<![A-Za-z0-9_])(test_[A-Za-z0-9_]+|[Tt]est[A-Z][A-Za-z0-9_]*)")  # (glued to kana: 「CIでTestDoX落ちてる」)
_UNDERSCORED_TEST = re.compile(r"(?<![A-Za-z0-9_.$])(?=[A-Za-z0-9_]{14})(?=[A-Za-z0-9]*_[A-Z][a-z0-9]*[A-Z])([A-Z][a-z0-9]++[A-Za-z0-9]*+(?:_[A-Z][A-Za-z0-9]*+)++)(?![A-Za-z0-9_(.$])")  # xUnit's GetPrice_AppliesMemberDiscount
_PYTEST_ID = re.compile(r"\.py::(?:\w+::)?(\w+)")  # tests/test_x.py::TestY::test_z
_RUST_TEST = re.compile(r"(?<![\w:])(?:\w+::)*tests?::(\w+)|(?<=\.rs - )(?:\w+::)*(\w+) \(line \d+\)")  # filter::tests::since_keeps_recent_lines, a doctest's "src/format.rs - format::format_size (line 9)"
_JUNIT_TEST = re.compile(r"(?<![\w.])[A-Z]\w{0,80}Tests?(?:\s*>\s*(\w{1,120})\(\)|\s*>\s*((?=[A-Za-z0-9_]*(?:[a-z0-9][A-Z]|_)|test|should)\w{3,120})(?![\w(])|\.((?=\w*[_A-Z]|test)[A-Za-z_]\w{2,120})(?![\w(:]|\.\w)|\s?(?:的|の|'s)\s?((?=[A-Za-z0-9_]*(?:[a-z0-9][A-Z]|_)|test)[A-Za-z_][A-Za-z0-9_]{2,120})(?![A-Za-z0-9_(:]))")  # "FooTest > bar()" (or Gradle's "FooTest > bar"), "FooTests.Bar_Baz", 「FooTest 的 barBaz」
# Maven Surefire: "[ERROR] UserRepositoryTest.countActive_skipsDeleted:41 expected: <2> but was: <3>"
_SUREFIRE_TEST = re.compile(r"(?<![\w.])[A-Z]\w{0,80}Tests?\.(\w{1,120}):\d{1,6}"
                            r"(?=[ \t]*(?:$|expected\b|Expected\b|»|==>|[\w.]*(?:Exception|Error)\b))", re.MULTILINE)
_QUOTED_TITLE = re.compile(r"(?<!_spec )(?<!_test )['‘“「]([a-z][a-z0-9']*(?: [a-z0-9']+){3,15})['’”」][ \t]*(?:は|が|也)?[ \t]*(?=(?:is |are )?(?:fails\b|failed\b|failing\b|red\b|落ちて|こけて|失敗|挂了|失败|红了))")  # a test's title: "'damage system ignores dead entities' が落ちてる"
_DOTTED_TEST = re.compile(r"(?<![\w.])((?:[A-Z][A-Za-z0-9]*\.){2,}[A-Z][A-Za-z0-9]{5,})(?![\w.(])(?=[^\n.]{0,30}?\b(?:fails|failed|failing|is red)\b)")  # Unreal's "Game.Combat.Damage.PointBlank fails"
# a test's title path as Vitest and Jest print it ("session > expires after configured TTL",
# "cart › applies the coupon"): the describe block's title, then the test's
# (the test's own title is three words or more, none of them code: `total > 5000`,
# `attempts > MAX_ATTEMPTS or force` and `File > Save As` are not titles); read only beside a failure
_TITLE_PATH = re.compile(r"[\w$.'-]+(?: [\w$.'-]+){0,8}(?: (?:>|›) [\w$.'-]+(?: [\w$.'-]+){0,15})*"
                         r" (?:>|›) [A-Za-z][a-z]*(?: (?!(?:and|or|not)\b)[A-Za-z0-9.'-]+){2,15}")
_CODE_WORD = re.compile(r"\b(?:interval|select)\b|[_=]", re.I)
# (spaces, not newlines, around it: `\s*` at each line start would read a run of empty lines again from each)
_EXC_LINE = re.compile(r"^[ \t]*(?:[\w.]*(?:Error|Exception)|panic|Error|AssertionError)[ \t]*:[ \t]*(.{4,160}?)[ \t\r]*$", re.MULTILINE)
# a log line: a level ([warning], ERROR), an optional logger ("zhangdan.sync.InvoiceSync -"), the message
_LOG_LINE = re.compile(r"^[^\n]{0,80}?(?:\[(?i:error|warn|warning|fatal|critical|notice|info)\]"
                       r"|(?<![\w=])(?:ERROR|WARN|WARNING|FATAL|CRITICAL|SEVERE)(?![\w=])"
                       r"|level=(?i:error|warn|warning|fatal|info))[ \t:]+(?:[\w.$-]{1,80}(?:[ \t]+-|:)[ \t]+)?"
                       r"([^\n]{8,240})$", re.MULTILINE)
# where a logged message ends and its variable part begins: " (subtotal=5000", " {", " key=value"
_LOG_TAIL = re.compile(r"\s+\(?[\w.]+=|\s*\{|\s+\[|\s*[，。；！？]")  # (or where a chat goes on after it: 「…does not exist，后台…」)
_TYPE_BEFORE = re.compile(r"\b[Tt]ype\s$")
_QUOTED = re.compile(r'"([^"\n`]{6,120})"|(?<!\w)\'([^\'\n`]{6,120})\'(?!\w)|「([^」\n]{4,120})」|“([^”\n]{4,120})”')
# Jest and Mocha name a failing test by its describe block: "● slugify › strips diacritics"
_DESCRIBE = re.compile(r"●\s+([A-Za-z_$][\w$]*)\s+›")
_CODEISH, _JOINED = re.compile(r"[(){}=;<>]"), re.compile(r"!?[\w.]+(?:\s*(?:\|\||&&|\?\?)\s*!?[\w.]+)+")  # (`a || b`)
_LONG_CALL = re.compile(r"(?=.{40})[\w$.]+\((?:[^()]*\([^()]*\)){2}.*\);?")  # `setTimeout(() => deliver(hook, event, n + 1), base * 2 ** (n - 1))`
_CLASSES = re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9.]+)+(?: +[a-z][a-z0-9]*(?:-[a-z0-9.]+)+)+")  # `float-right ml-2`
# text between human quotation marks (「(default: 3)」, “Save (draft)”) is what a screen shows, parentheses included; only braces, '=', ';' and angle brackets make it code
_CODEISH_SHOWN = re.compile(r"[{}=;<>]")
# a setting quoted from a configuration file: `path: /healthz`, `"main": "./dist/index.cjs"`
_SETTING = re.compile(r"""^["']?[\w.\-]+["']?\s*:\s*\S""")
_NO_MESSAGE = frozenset({"(none)", "none", "null", "nil", "n/a"})

# words that look like identifiers in prose but never name project code
_COMMON = frozenset(vocab.table()["symbols"]["not_code"])


def _symbol_of(code: str) -> str | None:
    # (Lisp's `(list-index even? xs)`; PowerShell's `Move-InvoiceFile -Path $f`)
    m = _IDENT.match(code.strip()) or re.match(r"\((?:define\s+\(?)?([A-Za-z][\w*!?<>=/]*(?:-[\w*!?<>=/]+)+)(?=[\s)])"
                                               r"|([A-Z][A-Za-z]+-[A-Z]\w*)(?![\w-])", code.strip())
    name = next((g for g in m.groups() if g), "") if m else ""
    return name if len(name) >= 3 and name.lower() not in _COMMON else None


# what a line of test output or a message says of a test it names (table [test_results])
PASSED = re.compile("|".join(vocab.table()["test_results"]["passed"]), re.IGNORECASE)
FAILING = re.compile("|".join(vocab.table()["test_results"]["failed"]), re.IGNORECASE)
NOT_RUN = re.compile("|".join(vocab.table()["test_results"]["not_run"]), re.IGNORECASE)
_LINE_REACH = 300  # how far around a test's name its line is read
# a test runner's line for one passing test (cargo/go "... ok", pytest "PASSED", go "--- PASS",
# jest/mocha "✓"): prose such as "Ok, test_x looks wrong" is not one
_RUNNER_PASS = re.compile(r"\.\.\.\s*ok\b|\bPASSED\b|^\s*--- PASS\b|^\s*ok\s+\S+\s+[\d.]+s\b|^\s*[✓✔]")


def shown_passing(text: str, at: int) -> bool:
    """The line around ``at`` says the test named there passes ("test range::x ... ok",
    "PASSED tests/test_a.py::test_x") and nothing on it fails."""
    start = max(text.rfind("\n", max(0, at - _LINE_REACH), at) + 1, at - _LINE_REACH, 0)
    end = text.find("\n", at, at + _LINE_REACH)
    line = text[start:end if end >= 0 else at + _LINE_REACH]
    return _RUNNER_PASS.search(line) is not None and FAILING.search(line) is None and "error" not in line.lower()


# the function written right after a place or right before it, in backticks
# (not a call that stands there: 「`app/views.py:6` 的 `load_config` 调用」)
_NAME_AFTER = re.compile(r"`?[ \t]*(?:の|里的|中的|的|in)[ \t]*`([A-Za-z_][A-Za-z0-9_]*)(?:\(\))?`"
                         r"(?![ \t]*(?:调用|呼び出|を呼|call\b|invocation\b))")
_NAME_BEFORE = re.compile(r"`([A-Za-z_][A-Za-z0-9_]*)(?:\(\))?`[ \t]*(?:[(（]|at|in)?[ \t]*`?$")


def find(text: str, *, weight: float = 1.0, said: bool = False) -> list[Mention]:
    """Every mention in ``text``, in text order, each with ``weight`` scaled by how it was written; traceback frames
    are marked so the deepest can be preferred. ``said``: the user's sentence (a quoted CJK text is one shown)."""
    out: list[Mention] = []
    covered = bytearray(len(text) + 1)  # 1 where an earlier, more specific mention stands
    ends: dict[int, int] = {}  # where each mention added with a span ends, by its index in out

    def add(m: Mention, span: tuple[int, int] | None = None) -> None:
        out.append(m)
        if span:
            ends[len(out) - 1] = span[1]
            covered[span[0]:span[1]] = b"\x01" * (span[1] - span[0])

    def inside(pos: int) -> bool:
        return covered[pos] == 1

    python_traceback = pyframes.deepest_last(text)
    for m in _NULL_RECEIVER.finditer(text):
        # "Call to a member function format() on null": the member was called on nothing;
        # the defect is where it was called, not the member's definition
        covered[m.start():m.end()] = b"\x01" * (m.end() - m.start())
    for m in _CALLED_IN.finditer(text):
        covered[m.start(1):m.end(1)] = b"\x01" * (m.end(1) - m.start(1))
    for added, start in headless_additions(text):
        # a hunk pasted without its file (a review comment): the lines it adds are code that stands in the project now
        add(Mention("code", added, None, None, weight * 1.2, start))
    for path, line, removed, start, end in diff_hunks(text):
        # a proposed or shown change ("--- a/Makefile", "@@ -3,6", "-.PHONY: build lint clean"):
        # the first line it removes is where the change goes
        add(Mention("location", path, line, None, weight * 2.5, start), (start, end))
        if len(removed.strip()) >= MIN_REMOVED:
            add(Mention("code", removed.strip(), None, None, weight * 1.5, start))
    caller: tuple[str, str | None] = ("", None)
    for m in pyframes.PY_FRAME.finditer(text):
        # in a Python traceback the last frame is the deepest; later frames weigh more; a comprehension
        # (`<listcomp>`) runs inside the function of the frame above it in the same file
        name = caller[1] if m.group(3) in _COMPREHENSIONS and caller[0] == m.group(1) else m.group(3)
        caller = (m.group(1), name)
        add(Mention("location", m.group(1), number(m.group(2)), name, weight * 3.0, m.start()), m.span())
    for m in _GO_FILE_LINE.finditer(text):
        above = text[text.rfind("\n", 0, max(m.start() - 1, 0)) + 1:max(m.start() - 1, 0)]
        # (a frame's line has no space before its first parenthesis; prose above a path has)
        opening = above.find("(")
        call = _GO_CALL.search(above) if above.endswith(")") and opening > 0 and not any(
            c.isspace() for c in above[:opening]) else None
        if call is not None:
            add(Mention("location", m.group(1), number(m.group(2)), call.group(1), weight * 2.5, m.start(1)),
                (m.start(1), m.end(2)))
    for m in _GO_INLINE.finditer(text):
        if not inside(m.start(2)):
            add(Mention("location", m.group(2), number(m.group(3)), m.group(1), weight * 2.5, m.start(2)),
                (m.start(2), m.end(3)))
    # a Go frame pasted without its file line (a trace cut after its head): the function it names
    for m in _GO_FRAME.finditer(text):
        if not text.startswith("\t", m.end() + 1) and not inside(m.start(2)):
            add(Mention("symbol", m.group(2), None, m.group(1), weight * 2.0, m.start(2)), (m.start(2), m.end(2)))
    for m in (f for pattern in (_AT_FRAME, _RUBY_FRAME) for f in pattern.finditer(text)):
        if not inside(m.start()):
            add(Mention("location", m["path"], number(m["line"]), m["name"], weight * 2.5, m.start()), m.span())
    net_seen: set[tuple[str, str]] = set()  # (a method's frames, its lambdas' among them: one vote)
    for m in _NET_FRAME.finditer(text):
        if (m.group(3), m.group(1) or m.group(2)) in net_seen:
            covered[m.start():m.end()] = b"\x01" * (m.end() - m.start())
            continue
        net_seen.add((m.group(3), m.group(1) or m.group(2)))
        if not inside(m.start()):
            add(Mention("location", m.group(3), number(m.group(4)), m.group(1) or m.group(2), weight * 2.5,
                        m.start(3)), (m.start(), m.end()))
    for m in _LINE_OF.finditer(text):
        add(Mention("location", m.group(2), number(m.group(1)), None, weight * 2.5, m.start()), m.span())
    for m in _LINE_CJK.finditer(text):
        if not inside(m.start()):
            add(Mention("location", m.group(1), number(m.group(2) or m.group(3) or m.group(4)), None, weight * 2.5,
                        m.start()), m.span())
    for pattern in _PATH_LINE:
        for m in pattern.finditer(text):
            if not inside(m.start()):
                add(Mention("location", m.group("path"), number(m.group("line")), None, weight * 2.5, m.start()),
                    m.span())
    for header in _LINT_FILE.finditer(text):
        block = text[header.end():]
        for row in _LINT_ROW.finditer(block):
            if "\n\n" in block[:row.start()]:
                break  # the file's rows end at the blank line before the next file
            start = header.end() + row.start()
            if not inside(start):
                add(Mention("location", header.group("path"), number(row.group(1)), None, weight * 2.5, start),
                    (start, header.end() + row.end()))
    named: list[tuple[int, str]] = []  # (where, path) of every file named, for the lines named alone
    for m in _PATH_ONLY.finditer(text):
        named.append((m.start(), m.group(1)))
        if not inside(m.start()):
            add(Mention("path", m.group(1), None, None, weight * 1.0, m.start()), m.span())
    for m in _LINE_ALONE.finditer(text):
        if inside(m.start()):
            continue
        # (not past a line of its own that opens on another type and its line: "- `inquiry.js` 4行目 …\n- `InquiryRequest` 31行目")
        other = _OTHER_TYPE.match(text, text.rfind("\n", 0, m.start()) + 1)
        before = [(at, path) for at, path in named if m.start() - _BOUND_REACH <= at < m.start() and "\n\n" not in text[at:m.start()]
                  and not (other and m.start() - other.end() <= 3 and "\n" in text[at:m.start()] and other.group(1) != re.split(r"[\\/]", path)[-1].split(".")[0])]
        line = number(next(g for g in m.groups() if g))
        if before:
            add(Mention("location", before[-1][1], line, None, weight * 2.0, m.start()), m.span())
        else:
            # no file named before it: the reader may know it (the one file the turn's tools read)
            add(Mention("line", "", line, None, weight * 2.0, m.start()), m.span())
    # a test a line shows passing is no evidence of a defect
    for m in _TEST.finditer(text):
        # 'test_users' inside 'tests/test_users.py' is the path's
        if not inside(m.start()) and not shown_passing(text, m.start()):
            add(Mention("test", m.group(1), None, None, weight * 1.5, m.start()), m.span())
    for pattern in (_PYTEST_ID, _RUST_TEST, _JUNIT_TEST, _SUREFIRE_TEST, _DOTTED_TEST, _QUOTED_TITLE, _UNDERSCORED_TEST):
        for m in pattern.finditer(text):
            if not inside(m.start()) and not shown_passing(text, m.start()):
                add(Mention("test", m.group(1) or m.group(m.lastindex or 1), None, None, weight * 1.5, m.start()), m.span())
    for m in _BACKTICK.finditer(text):
        code = m.group(1)
        if _PATH_ONLY.fullmatch(code.strip()) or inside(m.start() + 1):
            continue
        if _TITLE_PATH.fullmatch(code.strip()) and not _CODE_WORD.search(code) and FAILING.search(text):
            add(Mention("test", code.strip(), None, None, weight * 1.5, m.start()), m.span())
            continue
        name = _symbol_of(code)
        if name and (_RECEIVER_CALL.fullmatch(code.strip()) or _OPERATED.search(code)):  # (or `c.used() > c.max()`)
            # `validator.isValid(it.email)`, a call on a value with its arguments: where it stands verbatim is the place
            add(Mention("code", code.strip(), None, None, weight * 2.0, m.start()), m.span())
            add(Mention("symbol", name, None, None, weight * 0.8, m.start()))
        elif name:
            if BARE_RECEIVER_CALL.fullmatch(code.strip()):
                # (`props.items.sort()`: a call on a value, its arguments left out; where it is made is a place)
                add(Mention("call", code.strip(), None, None, weight, m.start()))
            # (`strip_comment(trimmed)`, a cmdlet with its parameters, `Move-Item ... -Force`, `nickname || phone_masked`, a long call of calls: a place too)
            elif _ARG_CALL.fullmatch(code.strip()) or ("-" in name and code.strip().startswith(name + " ")) or _JOINED.fullmatch(code.strip()) or _LONG_CALL.fullmatch(code.strip()):
                add(Mention("code", code.strip(), None, None, weight, m.start()))
            # `Version.Compare`: the method of a type; the type is kept as its owner
            owner = _OWNED.match(code.strip())
            add(Mention("symbol", name, None, owner.group(1) if owner else None, weight * 2.0, m.start()), m.span())
            if owner and len(code.strip()) >= 8:  # (`Math.floor`: also where it is written, when no definition is ours)
                add(Mention("code", code.strip(), None, None, weight * 0.8, m.start()))
        elif len(code.strip()) >= 5 and (_CODEISH.search(code) or _JOINED.fullmatch(code.strip()) or _SETTING.match(code.strip()) or _CLASSES.fullmatch(code.strip())):
            # an expression quoted from the code: where it stands verbatim is a place
            add(Mention("code", code.strip(), None, None, weight * 2.0, m.start()), m.span())
    for m in _RESULT_CALL.finditer(text):
        name = _symbol_of(m.group(1))
        if name and not inside(m.start()):
            add(Mention("symbol", name, None, None, weight * 2.0, m.start()), m.span())
    for m in _CALL.finditer(text):
        if inside(m.start()):
            continue
        name = _symbol_of(m.group(1))
        if name:
            add(Mention("symbol", name, None, None, weight * 1.6, m.start()), m.span())
    for pattern in (_MEMBER, _SNAKE, _CAMEL):  # (a type's member written in prose: "InvoiceService.isOverdue compares …")
        for m in pattern.finditer(text):
            if inside(m.start()) or m.group(pattern.groups).lower() in _COMMON:
                continue
            add(Mention("symbol", m.group(pattern.groups), None, m.groupdict().get("owner"), weight * 0.8, m.start()), m.span())
            if pattern is _CAMEL and (act := re.match(r"@([a-z_]\w*)\b(?![.@])", text[m.end():m.end() + 60])):  # Laravel's `OrderController@index`
                add(Mention("symbol", act.group(1), None, m.group(1), weight * 1.6, m.start()))
    for m in _DESCRIBE.finditer(text):
        add(Mention("symbol", m.group(1), None, None, weight * 2.0, m.start()), m.span())
    for m in _EXC_LINE.finditer(text):
        if m.group(1).strip().lower() in _NO_MESSAGE:
            continue  # Gemini CLI's shell tool prints "Error: (none)" after every command
        add(Mention("message", m.group(1).strip(), None, m.group(0).strip(), weight * 2.0, m.start()))
    for request, start in endpoints.named(text):  # "GET /api/documents/812/download"
        add(Mention("endpoint", request, None, None, weight * 2.0, start))
    declared = errors.declared(text)
    quoted_columns = {value.strip("'\"`") for _, value, _, _ in declared if value[:1] in "'\"`"}  # (a column as a query quotes it)
    for kind, value, type_name, start in declared:  # a field or a placeholder an error names
        # (above any frame of the trace; a column's bare name half as much as where a query quotes it: `where('active', …)`)
        add(Mention(kind, value, None, type_name, weight * (2.0 if value.rsplit(".", 1)[-1] in quoted_columns else 4.0), start))
    for m in _LOG_LINE.finditer(text):
        message = _LOG_TAIL.split(m.group(1), maxsplit=1)[0].strip(" :-")
        if (inside(m.start(1)) or len(message) < 8 or re.match(r"\w+=", message)
                or not re.search(r"[A-Za-z]{3,}\s+[A-Za-z]{2,}", message)):
            continue
        add(Mention("message", message, None, m.group(0).strip(), weight * 1.8, m.start(1)))
    source_lines = pyframes.source_lines(text)
    for m in _QUOTED.finditer(text):
        quoted = next(g for g in m.groups() if g)
        # a quoted phrase is a message when it reads as words, not as code; a string on
        # the source line a traceback prints under a frame is code, not a message seen
        shown = m.group(3) is not None or m.group(4) is not None  # 「…」 or “…”
        if (not inside(m.start()) and not _PATH_ONLY.fullmatch(quoted) and (" " in quoted.strip() or (said and shown and errors.cjk_wording(quoted)))
                and not (_CODEISH_SHOWN if shown else _CODEISH).search(quoted)
                and not any(a <= m.start() < b for a, b in source_lines)
                and not _TYPE_BEFORE.search(text, max(0, m.start() - 8), m.start())):  # (tsc's "Type 'string | null'")
            add(Mention("message", quoted, None, None, weight * 1.2, m.start()))
    # a place written with its function ("`src/backoff.rs:38` の `parse_retry_after`", "`push`
    # (src/ring.rs:31)"): the function, should the line have moved out of it since
    for i, mention in enumerate(out):
        if mention.kind == "location" and mention.symbol is None and i in ends:
            written = (_NAME_AFTER.match(text, ends[i])
                       or _NAME_BEFORE.search(text, max(0, mention.start - 60), mention.start))
            if written is not None:
                out[i] = Mention(mention.kind, mention.value, mention.line, written.group(1), mention.weight,
                                 mention.start)
    # the deepest frame of a stack trace is the last one in Python's order and the first in Go's, Node's and Java's
    frames = sorted((i for i, mention in enumerate(out) if mention.kind == "location"), key=lambda i: out[i].start)
    for rank, i in enumerate(frames):
        mention = out[i]
        bonus = 0.1 * rank if python_traceback else 0.1 * (len(frames) - 1 - rank)
        out[i] = Mention(mention.kind, mention.value, mention.line, mention.symbol, mention.weight + bonus,
                         mention.start)
    if len(frames) >= 2:
        # in a stack trace the function names belong to the frames, which already vote
        out = [Mention(m.kind, m.value, m.line, m.symbol, m.weight * 0.5, m.start) if m.kind == "symbol" else m
               for m in out]
    out.sort(key=lambda m: (m.start, m.kind, m.value))
    return out


def asks_for_defect(sentence: str) -> bool:
    return vocab.first(sentence, "defect_noun") is not None
