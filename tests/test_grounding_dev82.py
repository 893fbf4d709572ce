"""Grounding behaviours found on the eighty-second development set (bench/ground_cases_dev82: payments,
invoices, refunds and taxes), measured untouched at bf7c2a2c in the fifty-third round."""

from __future__ import annotations

from pathlib import Path

from honing.grounding import vocab
from honing.grounding.callees import named_callee
from honing.grounding.places import Candidate as Place
from honing.grounding.project import Project
from honing.grounding.refine import _THING_NAMED

from .test_grounding_dev5 import write
from .test_grounding_dev45 import located, unresolved

located_case = located


def test_a_fix_the_reply_puts_outside_the_code() -> None:
    """「这个配置在 Stripe Dashboard 的 …下面，不在我们的代码仓库里，代码这边不用改」 (dev82 c07): the sentence asks for
    what the session cannot do in the project."""
    assert vocab.first("不在我们的代码仓库里，代码这边不用改。", "nothing_to_fix")
    assert not vocab.first("前端代码这边要改一下", "nothing_to_fix")
    assert unresolved("ground_cases_dev82", "c07")


def test_two_causes_the_bank_lines_would_tell_apart() -> None:
    """"I'd need Anke's bank lines per payout … to see which of the two explains it" leaves the choice open."""
    assert vocab.first("to match payouts one by one and see which of the two explains it.", "undecided")
    assert not vocab.first("Both are fixed now; the second explains the gap.", "undecided")


def test_no_cause_in_the_code_when_the_fix_is_elsewhere() -> None:
    """「コード側に原因は見当たりません。…本番の Key Vault が古いキーのまま」: "ok go fix" after it asks for what the session
    cannot do (dev82 b08); the phrase was dropped once as too broad and cost this case measured untouched."""
    assert vocab.first("コード側に原因は見当たりません。", "nothing_to_fix")
    assert not vocab.first("コード側に原因がありました。", "nothing_to_fix")
    assert unresolved("ground_cases_dev82", "b08")


def test_separate_bugs_the_reply_asks_the_order_of() -> None:
    """「财务说的两个现象是两个独立的 bug…要先改哪个？」: the report's own word 手续费 picks item 2 (dev82 c08); causes the
    reply cannot tell apart still let no report word choose (dev79 c06)."""
    assert vocab.first("财务说的两个现象是两个独立的 bug，都在 `BuildRow` 里", "separate_bugs")
    assert vocab.first("These are two separate bugs, one per symptom.", "separate_bugs")
    assert not vocab.first("Both fit; I can't tell them apart.", "separate_bugs")
    assert located("ground_cases_dev82", "c08")
    assert unresolved("ground_cases_dev79", "c06")
    # (separate bugs the reply cannot tell which one the user sees: "Which one you're seeing depends on …", dev42 a09)
    assert unresolved("ground_cases_dev42", "a09")


def test_a_callee_the_sentence_names_in_words(tmp_path: Path) -> None:
    """「reverse charge のやつ見て」 beside the located `vat_rate_for`, which calls `is_reverse_charge`: the callee
    is the place (dev82 b10); "tap Sign in twice" names no `signIn` (words of three letters or more, dev48 a06)."""
    project = _rust_invoice(tmp_path)
    located = Place("src/invoice.rs", 3, 8, "vat_rate_for", [])
    hop = named_callee(project, located, "経理から、ドイツ国内の B2B まで VAT 0 になってるって。reverse charge のやつ見て")
    assert hop is not None and hop.symbol == "is_reverse_charge" and hop.start_line == 11
    # (not when the located function's own words are said, nor by words the callee's name does not hold)
    assert named_callee(project, located, "the vat rate for reverse charge is wrong") is None
    assert named_callee(project, located, "the charge is reversed wrong") is None
    assert located_case("ground_cases_dev82", "b10")
    assert located_case("ground_cases_dev48", "a06")


def test_a_field_the_sentence_names_as_the_matter(tmp_path: Path) -> None:
    """「刚才说的那个 created_at 的问题改一下」: of the places the turn named, the one whose lines hold `created_at`
    (`refunds_in_period`, not the `succeeded` scope the turn named too; dev82 c10). A type's name or a name the
    sentence does not make the matter ("`ValueError` on line 25") moves nothing."""
    assert located_case("ground_cases_dev82", "c10")
    assert _THING_NAMED.findall("OK，刚才说的那个 created_at 的问题改一下") == ["created_at"]
    assert _THING_NAMED.findall("那个created_at的问题改一下") == ["created_at"]
    assert _THING_NAMED.findall("created_atの件、直して") == ["created_at"]
    assert _THING_NAMED.findall("the retry_after thing again") == ["retry_after"]
    assert not _THING_NAMED.findall("the ValueError issue again")  # (a type's name)


def _rust_invoice(root: Path) -> Project:
    write(root, {"src/invoice.rs": "use crate::vat;\n\n"
                 "pub fn vat_rate_for(customer: &Customer) -> Decimal {\n"
                 "    if is_reverse_charge(customer) {\n"
                 "        return Decimal::ZERO;\n"
                 "    }\n"
                 "    vat::rate(SELLER_COUNTRY)\n"
                 "}\n\n"
                 "/// Intra-EU B2B supply.\n"
                 "pub fn is_reverse_charge(customer: &Customer) -> bool {\n"
                 "    customer.is_business() && customer.country != SELLER_COUNTRY\n"
                 "}\n"})
    return Project(root)
