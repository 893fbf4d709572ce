"""A new user's trial of `hone ground` (2026-12-07): each defect it found, as a test first.

The worst: any sentence grounded to the newest defect of the session ("what's the weather like?", "/compact",
"add type hints to report.py"), and the agent hook added that to every prompt. Also: a deferred bug that blocked
"fix it" on the other one, a topic pick ("the coupon one") left unresolved, an error message read as the user's
constraint, a question's turn given a "no longer happens" criterion, UTF-16 transcripts refused, `--text -`
grounding the literal "-", quadratic time on a long pasted prompt."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

import honing
from honing.cli import main
from honing.grounding import compose, listed, pointing

PRICING = '''"""Price calculations for the shop."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Cart:
    items: list[tuple[str, float, int]]
    coupon_percent: float = 0.0


def subtotal(cart: Cart) -> float:
    return sum(price * qty for _, price, qty in cart.items)


def average_item_price(cart: Cart) -> float:
    total_qty = sum(qty for _, _, qty in cart.items)
    return subtotal(cart) / total_qty


def apply_coupon(cart: Cart) -> float:
    base = subtotal(cart)
    discount = base * cart.coupon_percent
    return round(base - discount, 2)


def shipping_fee(cart: Cart) -> float:
    if subtotal(cart) > 50:
        return 0.0
    return 4.99
'''
REPORT = '''"""Daily sales report."""
from shop.pricing import Cart, average_item_price


def render(carts: list[Cart]) -> str:
    return "\\n".join(f"cart {i}: avg {average_item_price(c):.2f}" for i, c in enumerate(carts))
'''
CRASH = [
    {"role": "user", "content": "the nightly report crashed:\n\nTraceback (most recent call last):\n"
                                '  File "src/shop/report.py", line 6, in render\n'
                                '  File "src/shop/pricing.py", line 19, in average_item_price\n'
                                "    return subtotal(cart) / total_qty\nZeroDivisionError: division by zero"},
    {"role": "assistant", "content": "`average_item_price` (src/shop/pricing.py:19) divides by the item count, which "
                                     "is 0 for an empty cart, so one empty cart crashes the whole run."},
]
FINDINGS = [
    {"role": "user", "content": "two problems in pricing: the report crashes with ZeroDivisionError on some days, "
                                "and a 10% coupon makes the total negative"},
    {"role": "assistant", "content": "I found two issues:\n\n1. `average_item_price` (src/shop/pricing.py:19) divides "
                                     "by the item count, which is 0 for an empty cart.\n2. `apply_coupon` "
                                     "(src/shop/pricing.py:24) multiplies by `coupon_percent` as if it were a "
                                     "fraction, but the admin stores `10` for 10%, so the discount is 10× the "
                                     "subtotal.\n\nWhich one should I fix first?"},
]
DEFERRED = FINDINGS + [
    {"role": "user", "content": "I'll do the coupon one myself, I need to check with the admin team first. "
                                "don't touch apply_coupon."},
    {"role": "assistant", "content": "Understood, I'll leave `apply_coupon` alone."},
]


@pytest.fixture()
def shop(tmp_path: Path) -> Path:
    root = tmp_path / "shop"
    (root / "src" / "shop").mkdir(parents=True)
    (root / "src" / "shop" / "pricing.py").write_text(PRICING, encoding="utf-8")
    (root / "src" / "shop" / "report.py").write_text(REPORT, encoding="utf-8")
    return root


def _ground(sentence: str, messages: list[dict], shop: Path) -> honing.GroundResult:
    return honing.ground(sentence, messages, cwd=shop)


# -- a sentence that points at nothing in the session --------------------------------------------------


@pytest.mark.parametrize("sentence", ["what's the weather like?", "thanks, that's all for today", "/compact", "/compact.",
                                      "/review focus on tests", "天気どう？", "hello", "is it going to rain today?",
                                      "what time is it in Tokyo?", "the meeting is at 3", "the end", "猫のこと教えて",
                                      "我今天不再加班了", "谢谢，今天就到这里"])
def test_a_sentence_that_points_nowhere_gets_no_target_from_the_history(shop: Path, sentence: str) -> None:
    result = _ground(sentence, CRASH, shop)
    ref = result.references[0]
    assert not ref.resolved and ref.turn is None
    assert not any(i.source.kind in ("history", "file") for i in result.items), result.text
    assert ("an agent command" if sentence.startswith("/") else "no phrase that points back") in ref.reason


def _messages_file(folder: Path, messages: list[dict]) -> Path:
    path = folder.parent / "messages.json"
    path.write_text(json.dumps(messages), encoding="utf-8")
    return path


def test_a_new_task_that_names_its_own_file_is_grounded_there_not_at_the_defect(shop: Path) -> None:
    result = _ground("add type hints to report.py", CRASH, shop)
    ref = result.references[0]
    assert ref.resolved and ref.path == "src/shop/report.py" and ref.turn is None
    assert "ZeroDivisionError" not in result.text and "turn 1" not in result.text


@pytest.mark.parametrize("sentence", ["ok fix it", "fix this bug", "それ直して", "那个bug修一下", "good. now the crash",
                                      "the empty cart thing, go", "じゃあレポートのやつ直しちゃって", "why?", "are you sure?",
                                      "didn't work", "again", "commit and push", "なんで？", "ダメだった", "没用", "又崩了",
                                      "为啥"])
def test_a_sentence_that_points_back_still_finds_the_defect(shop: Path, sentence: str) -> None:
    ref = _ground(sentence, CRASH, shop).references[0]
    assert ref.resolved and ref.path == "src/shop/pricing.py" and ref.start_line <= 19 <= ref.end_line


def test_points_back_phrases_are_table_data_that_joins_the_cues() -> None:
    from honing.grounding import vocab

    assert "points_back" in pointing.CUES
    assert all(vocab.table()[lang]["points_back"] for lang in vocab.LANGUAGES)
    assert pointing.cued("good. now the batching") and pointing.cued("プロパティテストのやつ、戻して")
    assert pointing.cued("又报 E1003 了") and not pointing.cued("what's the weather like?")
    assert pointing.slash_command("/compact") == "/compact"
    assert pointing.slash_command("/src/app.py:3 fails") is None and pointing.slash_command("/tmp fills up") is None
    assert pointing.slash_command("/var/log is full") is None and pointing.slash_command("/project:fix-lint now") == "/project:fix-lint"
    assert pointing.slash_command("/login: 500") is None and pointing.slash_command("/compact.") == "/compact"


def test_a_route_the_session_discusses_is_no_agent_command(shop: Path) -> None:
    """Claude Code has a /login command, and "/login still returns 500" is about the route the turns discuss."""
    messages = [{"role": "user", "content": "POST /login returns 500 when the cart is empty"},
                {"role": "assistant", "content": "`average_item_price` (src/shop/pricing.py:19) divides by zero for "
                                                 "an empty cart; /login calls it through the report."}]
    ref = _ground("/login still returns 500", messages, shop).references[0]
    assert ref.resolved and ref.symbol == "average_item_price"
    assert not _ground("/login", CRASH, shop).references[0].resolved


# -- the hook adds only evidence ---------------------------------------------------------------------------


def _hook(payload: dict, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", "from honing.cli import main; main()", "ground", "--hook",
                           "claude-code"], input=json.dumps(payload), capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("prompt", ["what's the weather like?", "/compact"])
def test_the_hook_adds_nothing_to_a_prompt_that_points_nowhere(shop: Path, tmp_path: Path, prompt: str) -> None:
    done = _hook({"prompt": prompt, "transcript_path": str(_messages_file(shop, CRASH)), "cwd": str(shop),
                  "hook_event_name": "UserPromptSubmit"}, tmp_path)
    assert done.returncode == 0 and done.stdout == "", done.stdout


def test_the_hook_adds_nothing_when_no_transcript_was_read(shop: Path, tmp_path: Path) -> None:
    """'every item cites its source' was printed over an instruction of a request and an unresolved target."""
    done = _hook({"prompt": "ok fix it", "transcript_path": str(tmp_path / "gone.jsonl"), "cwd": str(shop)}, tmp_path)
    assert done.returncode == 0 and done.stdout == ""


def test_the_hook_still_adds_a_grounded_instruction(shop: Path, tmp_path: Path) -> None:
    done = _hook({"prompt": "ok fix it", "transcript_path": str(_messages_file(shop, CRASH)), "cwd": str(shop)},
                 tmp_path)
    context = json.loads(done.stdout)["hookSpecificOutput"]["additionalContext"]
    assert "src/shop/pricing.py:" in context and "[source: turn 1]" in context


# -- two findings, one deferred ----------------------------------------------------------------------------


@pytest.mark.parametrize("sentence", ["fix it", "fix the other one", "fix the remaining one"])
def test_the_finding_left_after_the_user_took_the_other_is_the_referent(shop: Path, sentence: str) -> None:
    result = _ground(sentence, DEFERRED, shop)
    ref = result.references[0]
    assert ref.resolved and ref.symbol == "average_item_price", result.text
    assert any(i.label == "Leave alone" and "apply_coupon" in i.text for i in result.items)


@pytest.mark.parametrize("sentence", ["fix the second one", "do 2", "item 2", "fix item 2", "fix the latter",
                                      "fix the coupon one"])
def test_taking_the_finding_the_user_kept_is_unresolved_and_says_why(shop: Path, sentence: str) -> None:
    ref = _ground(sentence, DEFERRED, shop).references[0]
    assert not ref.resolved and "apply_coupon" in ref.reason and "item 2" in ref.reason


@pytest.mark.parametrize("sentence", ["the negative total", "customers see negative totals"])
def test_words_of_the_kept_finding_do_not_pick_the_other_one(shop: Path, sentence: str) -> None:
    """All findings but one were taken off the table; a sentence that still names the kept one's symptom is not
    handed the other (it says which it means, and it is not that one)."""
    assert not _ground(sentence, DEFERRED, shop).references[0].resolved


def test_a_finding_picked_by_its_topic_is_located_and_described_by_its_own_item(shop: Path) -> None:
    result = _ground("fix the coupon one", FINDINGS, shop)
    ref = result.references[0]
    assert ref.resolved and ref.symbol == "apply_coupon"
    diagnosis = next(i for i in result.items if i.label == "Diagnosis")
    assert "apply_coupon" in diagnosis.text and "average_item_price" not in diagnosis.text


# -- items that claimed what no one said ---------------------------------------------------------------------


@pytest.mark.parametrize("error", ["RuntimeError: cannot average an empty cart", "ValueError: must not be empty",
                                   "TypeError: Cannot read properties of undefined (reading 'qty')",
                                   "E   ValueError: must not be empty", "Uncaught TypeError: Cannot read properties",
                                   '    raise ValueError("cart must not be empty")', "[ERROR] cannot average",
                                   "ERROR: cannot average", "2026-12-07 10:00:01 cannot average an empty cart",
                                   "error[E0502]: cannot borrow `cart` as mutable", "fatal: cannot lock ref"])
def test_an_error_line_is_not_a_constraint_the_user_set(shop: Path, error: str) -> None:
    messages = [{"role": "user", "content": f"report crashes:\n\n{error}\n\nplease don't change report.py"},
                {"role": "assistant", "content": "`average_item_price` in src/shop/pricing.py:19 fails for empty carts."}]
    constraints = [i.text for i in _ground("fix it", messages, shop).items if i.label == "Constraint"]
    assert constraints == ["turn 1 says “please don't change report.py”"]


def test_a_question_the_turn_answered_is_no_behaviour_to_stop(shop: Path) -> None:
    messages = [{"role": "user", "content": "what does shipping_fee do?"},
                {"role": "assistant", "content": "`shipping_fee` (src/shop/pricing.py:28) returns 0.0 when the "
                                                 "subtotal exceeds 50, else 4.99."}]
    result = _ground("make the free shipping threshold 60", messages, shop)
    done = next(i for i in result.items if i.label == "Done when")
    assert "no longer happens" not in done.text and result.references[0].symbol == "shipping_fee"


def test_quotes_show_control_and_bidirectional_characters_as_escapes() -> None:
    assert compose.quote("report \u202e crashed\x00 \x1b[31m") == "“report \\u202e crashed\\u0000 \\u001b[31m”"
    assert compose.quote("plain 日本語 text") == "“plain 日本語 text”"
    assert compose.shown("a\u200fb\u061cc\u2067d") == "a\\u200fb\\u061cc\\u2067d"


def test_a_code_line_read_from_the_project_shows_hidden_characters_as_escapes(shop: Path) -> None:
    """The Trojan-source vector is the file, not the chat: the Location item quotes a line read from it."""
    pricing = shop / "src" / "shop" / "pricing.py"
    pricing.write_text(pricing.read_text().replace("/ total_qty", "/ total_qty  # \u202e ylno nimda"), encoding="utf-8")
    result = _ground("ok fix it", CRASH, shop)
    location = next(i for i in result.items if i.label == "Location")
    assert "\\u202e" in location.text and "\u202e" not in result.text and "\u202e" not in json.dumps(result.to_dict())


# -- reading -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("encoding", ["utf-16", "utf-32"])
def test_a_transcript_with_a_utf16_or_utf32_byte_order_mark_is_read(shop: Path, encoding: str) -> None:
    path = shop.parent / "session.json"
    path.write_bytes(json.dumps(CRASH).encode(encoding))  # (Python writes the mark)
    assert honing.ground("fix it", str(path), cwd=shop).references[0].symbol == "average_item_price"


def test_a_number_after_a_name_is_read_wherever_the_name_starts() -> None:
    """The name before は is matched from a letter that no ASCII letter, digit or joiner precedes: a long token (hex,
    base64, "a1a1…") is scanned once, not from each of its letters; a name after kana or kanji still counts."""
    from honing.grounding import items

    assert items._numbers_taken("fooは2でいこう") == {2} and items._numbers_taken("フリガナのCSVは2でいこう") == {2}
    assert items._numbers_taken("x" * 5000) == set() and items._numbers_taken("a1" * 2500) == set()


def test_the_prefixes_of_a_long_pasted_run_are_bounded_by_the_line() -> None:
    """A 100 KB prompt made every prefix of every run: 19 s and 1 GB in the hook."""
    run = "please fix this bug and " * 4000
    prefixes = listed._leading(run, 40)
    assert prefixes == ["please", "please fix", "please fix this", "please fix this bug", "please fix this bug and",
                        "please fix this bug and please", "please fix this bug and please fix",
                        "please fix this bug and please fix this"]


# -- the command line ----------------------------------------------------------------------------------------


def test_text_dash_reads_the_sentence_from_standard_input(shop: Path) -> None:
    path = _messages_file(shop, CRASH)
    res = CliRunner().invoke(main, ["ground", "--text", "-", "--transcript", str(path), "--cwd", str(shop)],
                             input="ok fix it\n")
    assert res.exit_code == 0 and "“ok fix it”" in res.output and "“-”" not in res.output


@pytest.mark.parametrize("args, says", [
    (["--session", "abc"], "give --transcript or --session, not both"),
    (["--cwd", "FILE"], "a file, not a directory"),
])
def test_conflicting_or_wrong_options_are_one_line_errors(shop: Path, args: list[str], says: str) -> None:
    path = _messages_file(shop, CRASH)
    args = [str(path) if a == "FILE" else a for a in args]
    cwd = [] if "--cwd" in args else ["--cwd", str(shop)]
    res = CliRunner().invoke(main, ["ground", "--text", "fix it", "--transcript", str(path), *cwd, *args])
    assert res.exit_code == 2 and says in res.output


def test_an_empty_transcript_is_named_as_empty(tmp_path: Path) -> None:
    empty = tmp_path / "session.jsonl"
    empty.write_bytes(b"")
    res = CliRunner().invoke(main, ["ground", "--text", "fix it", "--transcript", str(empty)])
    assert res.exit_code == 2 and "the file is empty" in res.output and "read_session" not in res.output


def test_words_of_the_agents_edits_tie_a_sentence_to_the_session() -> None:
    """"是你那个 middleware 吧" after an edit that wrote the middleware: the edit is part of the session too."""
    from honing.sessions.model import ToolCall, Turn

    edit = ToolCall("Edit", '{"file_path": "src/Api/RequestIdMiddleware.cs", "new_string": "class RequestIdMiddleware"}',
                    "The file has been updated.", ("src/Api/RequestIdMiddleware.cs",))
    turns = [Turn(1, "add a request id to every response", "Done: every response carries X-Request-Id now.", (edit,))]
    assert pointing.nowhere("what about RequestIdMiddleware?", turns) is None
    assert pointing.nowhere("what about the weather?", turns) is not None


@pytest.mark.parametrize("sentence", ["deployed that, traces still show index.js:1:48213", "还是413啊 刚传了个15M的",
                                      "线上一直报 Headers are read-only", "tried it, still empty"])
def test_follow_ups_on_the_agents_work_point_back(sentence: str) -> None:
    assert pointing.cued(sentence)



def test_a_sentence_that_names_a_file_and_says_words_of_the_turns_keeps_the_session(shop: Path) -> None:
    """The second review: "in pricing.py, return 0.0 for empty carts" shares "empty cart" with turn 1."""
    for sentence in ("in pricing.py, return 0.0 for empty carts", "pricing.py should return 0 when total_qty is 0"):
        ref = _ground(sentence, CRASH, shop).references[0]
        assert ref.resolved and ref.symbol == "average_item_price", sentence


def test_the_diagnosis_keeps_the_blaming_sentence_over_a_neutral_one_naming_the_symbol(shop: Path) -> None:
    messages = [CRASH[0], {"role": "assistant", "content": "The crash is at src/shop/pricing.py:19: it divides by the "
                                                          "item count, which is 0 for an empty cart. "
                                                          "`average_item_price` is called once per cart from `render`."}]
    diagnosis = next(i for i in _ground("fix it", messages, shop).items if i.label == "Diagnosis")
    assert "divides by the item count" in diagnosis.text


def test_a_kept_name_that_several_findings_say_is_no_findings_own(shop: Path) -> None:
    both = [{**FINDINGS[0]}, {"role": "assistant", "content": FINDINGS[1]["content"].replace(
        "divides by the item count", "divides `subtotal` by the item count").replace(
        "as if it were a fraction", "of the `subtotal` as if it were a fraction")},
        {"role": "user", "content": "I'll rework subtotal myself later, don't touch `subtotal`."},
        {"role": "assistant", "content": "Understood, I'll leave `subtotal` alone."}]
    for sentence in ("fix item 1", "fix the first one"):
        ref = _ground(sentence, both, shop).references[0]
        assert ref.resolved and ref.symbol == "average_item_price", sentence


def test_a_kept_name_is_matched_whole(shop: Path) -> None:
    messages = [*FINDINGS, {"role": "user", "content": "don't touch `average`, I'm renaming it"},
                {"role": "assistant", "content": "OK, I'll leave `average` alone."}]
    ref = _ground("fix item 1", messages, shop).references[0]
    assert ref.resolved and ref.symbol == "average_item_price"


def test_a_passing_mention_of_the_kept_finding_does_not_take_it(shop: Path) -> None:
    ref = _ground("fix it, the admin team will tell me about coupons", DEFERRED, shop).references[0]
    assert "item 2" not in ref.reason and ref.symbol != "apply_coupon"


@pytest.mark.parametrize("sentence", ["/checkout still returns 500, fix it", "/app crashes on start again",
                                      "/data is full", "/src crashes on import"])
def test_a_path_or_a_request_that_starts_with_a_slash_is_no_agent_command(sentence: str) -> None:
    from honing.sessions.model import Turn

    turns = [Turn(1, "the checkout page returns 500", "`checkout()` in app.py raises on an empty cart.")]
    assert "agent command" not in (pointing.nowhere(sentence, turns) or "")


def test_a_route_is_matched_whole_in_the_turns() -> None:
    from honing.sessions.model import Turn

    turns = [Turn(1, "POST /login returns 500", "The handler of /login raises.")]
    assert "agent command (/log)" in (pointing.nowhere("/log", turns) or "")
    assert pointing.nowhere("/login", turns) is None


def test_carriage_returns_are_white_space_in_a_quote() -> None:
    assert compose.quote("fix it,\r\nplease\x0cnow") == "“fix it, please now”"


def test_the_readme_example_is_what_the_command_prints() -> None:
    """The README's worked example of `hone ground`, line for line (a diagnosis rule of this round changed it once:
    a backticked value such as `DE` is no other symbol)."""
    root = Path(__file__).resolve().parents[1]
    readme = (root / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## Grounding"):]
    shown = section[section.index("```\n- Request:") + 4:]
    shown = [line for line in shown[:shown.index("```")].splitlines() if line.startswith("- ")]
    case = root / "bench" / "ground_cases" / "01-invoice-vat-keyerror"
    res = CliRunner().invoke(main, ["ground", "--text", "ok now fix this bug", "--transcript",
                                    str(case / "session.json"), "--cwd", str(case / "project")])
    assert res.exit_code == 0 and [line for line in res.output.splitlines() if line.startswith("- ")] == shown
    assert len(shown) == 8
