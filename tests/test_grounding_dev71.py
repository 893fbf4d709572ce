"""Grounding behaviours found in the round of the seventy-first development set (bench/ground_cases_dev71: an online
shop's everyday work, in longer sessions)."""

from __future__ import annotations

from honing.grounding import vocab
from honing.grounding.outside import fixed_outside

from .test_grounding_dev45 import located as _located
from .test_grounding_dev45 import unresolved as _unresolved


def test_a_fix_said_to_lie_outside_the_repository_proposes_nothing_in_it() -> None:
    """"The fix is in Algolia, not in this repo: in the dashboard, …" is no proposal of a change to the project, and
    "fix the brand filter then" stays unresolved (dev71 a07); "the fix is in the parser, not in the tests" is no such
    sentence."""
    assert fixed_outside("The code is fine. The fix is in Algolia, not in this repo: in the dashboard, add `brand`.")
    assert not vocab.first("the fix is in the parser, not in the tests", "fix_outside")
    assert _unresolved("ground_cases_dev71", "a07")


def test_a_cause_in_the_domain_s_dns_settings() -> None:
    """「原因はアプリのコードではなく、ドメインの DNS 設定です」: nothing in the project to change (dev71 b07)."""
    assert vocab.first("原因はアプリのコードではなく、ドメインの DNS 設定です。", "nothing_to_fix")
    assert _unresolved("ground_cases_dev71", "b07")


def test_steps_answering_a_how_to_question_are_no_findings() -> None:
    """"how do I see failed jobs on forge without ssh?" answered with two ways (the Horizon dashboard, Forge's commands):
    those steps are no list the sentence picks from, though "failed" is a defect word, and the two causes the agent
    could not tell apart before it leave "just fix the missing confirmation mails" unresolved (dev71 a05)."""
    assert _unresolved("ground_cases_dev71", "a05")


def test_a_side_question_naming_an_item_s_api_takes_the_item_up_no_more() -> None:
    """「useFetch と $fetch って結局どう使い分けるんだっけ」 asks about `useFetch`, which item 2 quotes; it does not take item 2
    up, so 「じゃあもう一つの方もやっちゃって」 is item 2: the query line in `useShippingFee` (dev71 b09)."""
    assert _located("ground_cases_dev71", "b09")


def test_the_agent_s_own_work_named_by_your() -> None:
    """"that's your cron from earlier, fix it" names the turn that wrote the cron, and says the agent's edit broke it;
    so does "fix your change" (dev71 a02, a10); "fix your tests" and "your cron" alone say nothing broke."""
    from honing.grounding.choices import topic_words
    from honing.grounding.prose import keywords

    sentence = "support says people get cancelled a minute into paypal checkout. that's your cron from earlier, fix it"
    assert topic_words(sentence, keywords(sentence)) == {"cron"}
    assert vocab.first(sentence, "broke")
    assert vocab.first("fixed means fixed, no extra 10% on top. fix your change", "broke")
    assert not vocab.first("fix your tests, they are flaky", "broke")
    assert not vocab.first("is your cron running in prod?", "broke")
    assert _located("ground_cases_dev71", "a02") and _located("ground_cases_dev71", "a10")
