"""Grounding behaviours found on the hundred-and-ninth development set (bench/ground_cases_dev109, the everyday
middle in any stack), measured untouched at 562e874f (20 of 30), then developed on in the sixty-third round."""

from __future__ import annotations

from honing.grounding import vocab
from honing.grounding.failing import qualified
from honing.grounding.named import amounts, change_words, says_amount

from .test_grounding_dev45 import located


def test_it_did_not_do_this_before_the_refactor() -> None:
    """「数量0にしてもカートに残ってるんだけど、リファクタ前はちゃんと消えてたよね？」 (b02) and 「数量减到0的那行还留在购物车里
    显示0件，之前不会这样的」 (c03): what the agent's restructuring broke, not the newest edit."""
    assert vocab.first("数量0にしてもカートに残ってるんだけど、リファクタ前はちゃんと消えてたよね？", "broke") is not None
    assert vocab.first("刚点了下 数量减到0的那行还留在购物车里 显示0件，之前不会这样的", "broke") is not None
    # (not what the user's own upgrade changed, nor a feature it never had, nor a plain account of how work was done)
    assert vocab.first("之前不会这样的，我升级了 node 以后才有", "broke") is None
    assert vocab.first("原来没有这样的功能，帮我加一个", "broke") is None
    assert vocab.first("リファクタ前は手動でテストしてたけど、今は CI で回してる", "broke") is None
    assert vocab.first("名前はこうじゃなかった", "broke") is None
    assert located("ground_cases_dev109", "b02")
    assert located("ground_cases_dev109", "c03")


def test_a_java_test_named_with_its_class_by_a_dot() -> None:
    """"CI: ExchangeServiceTest.convertsUsingInverseRate expected 10.00 but was 15.63": the class names the code under
    test (ExchangeService.java, where the edit dropped `1 / quote`), not RateClient, whose log line came later (a05)."""
    sentence = "CI: ExchangeServiceTest.convertsUsingInverseRate expected 10.00 but was 15.63. can u fix"
    assert qualified("convertsUsingInverseRate", sentence) == "ExchangeServiceTest::convertsUsingInverseRate"
    assert qualified("convertsUsingInverseRate", "config.convertsUsingInverseRate is on") == "convertsUsingInverseRate"
    assert qualified("x", "SUBMIT.x") == "x"
    assert located("ground_cases_dev109", "a05")


def test_an_amount_names_the_change_that_asked_for_it() -> None:
    """"wait why is every quote $15 more now??" after "Add a $15 surcharge to the quote when the parcel is over 20 kg":
    the surcharge edit, not the quote endpoint of turn 1 that shares the word "quote" (a09)."""
    sentence = "wait why is every quote $15 more now?? a single sticker order came back 22.95"
    assert vocab.first(sentence, "broke") is not None
    assert amounts(sentence) == {"$15"}
    assert says_amount("$15", "Add a $15 surcharge to the quote") and not says_amount("$15", "a $150 fee")
    # (an amount is no name of the change: "since your first change" still means the first edit)
    assert change_words("since your first change every total is $5 higher") == set()
    # (nor is a happy question a complaint)
    assert vocab.first("why is every image smaller now? nice", "broke") is None
    assert located("ground_cases_dev109", "a09")


def test_since_the_change_that_put_the_cache_in() -> None:
    """「レートずっと昨日の値のままなんだけど。キャッシュ入れてからだよね？」: a stale value (a defect) since the change that put
    the cache in, named by what it added (b09 now goes to the cache edit in rates.rb)."""
    sentence = "レートずっと昨日の値のままなんだけど。キャッシュ入れてからだよね？"
    assert vocab.first(sentence, "defect") is not None
    assert change_words(sentence) == {"キャッシュ"}
    assert change_words("さっきの scope 整理したあたりから、トライアル中の人にも請求メール飛んでる") == {"scope"}
