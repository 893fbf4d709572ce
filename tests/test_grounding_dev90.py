"""Grounding behaviours of the fifty-sixth round: misses of dev87, dev88 and dev89 taken up while the ninetieth
development set was written, and what the round's blind sets showed (bench/ground_cases_dev90: front-end
interfaces; each measured untouched before the changes it informed, see its README)."""

from __future__ import annotations

from honing.grounding import vocab
from honing.grounding.candidates import _fix_named_in_words
from honing.grounding.mentions import Mention
from honing.grounding.places import Sourced
from honing.grounding.remaining import aside_paragraph
from honing.sessions.model import Turn

from .test_grounding_dev45 import located


def test_a_test_written_beside_the_code_is_what_must_pass_not_the_place() -> None:
    """"yeah fix parse_size_plain_bytes", a test in Rust's `mod tests` of the file it tests, after the agent said its own
    `split_at` line in `parse_size` (src/util.rs:4) loses the last digit: the sentence names the test that must pass,
    the place is the function (dev89 a05), as for a test in a test file of its own."""
    assert located("ground_cases_dev89", "a05")


def test_a_separate_issue_left_out_of_the_change_is_an_aside() -> None:
    """"Separate issue I noticed: `NewClient` builds `&http.Client{}` with no `Timeout` … so I'm leaving it out of
    this change" sets something aside; "the timeout thing you spotted in the fetch client, do that as well" takes it
    up (dev88 a03), not the body-close fix of the same reply."""
    reply = ("Fixed the leak in `Enrich`.\n\nSeparate issue I noticed: `NewClient` has no `Timeout` (client.go:25), "
             "so I'm leaving it out of this change.")
    starts, at = aside_paragraph(reply)
    assert at == 1 and reply[starts[at]:].startswith("Separate issue")
    assert vocab.first("I'm leaving that out of this PR, it needs a migration", "left_alone")
    assert not vocab.first("the separate issue tracker lists it", "left_alone")
    assert located("ground_cases_dev88", "a03")


def _said(value: str, kind: str = "symbol") -> Sourced:
    return Sourced(Mention(kind, value, None, None, 1.0, 0), 3, "assistant")


def test_the_side_a_fix_changes_is_the_place_of_two_names() -> None:
    """「直すなら `_dept_filter` 側を `dept` に合わせるのが一番安いです」 names two things; the one said as the side to
    change (側を) is where the fix goes, not the key it is matched to (dev87 b03: not `retrieve`, whose log line the
    user pasted)."""
    turn = Turn(3, "部署フィルタ効いてなくない？",
                "原因はキー名の不一致です。\n\n直すなら `_dept_filter` 側を `dept` に合わせるのが一番安いです。", ())
    out = _fix_named_in_words(turn, [_said("_dept_filter"), _said("dept"), _said("retrieve")])
    weights = {s.mention.value: s.mention.weight for s in out}
    assert weights == {"_dept_filter": 3.0, "dept": 1.0, "retrieve": 1.0}
    assert located("ground_cases_dev87", "b03")
