"""Grounding behaviours found on the hundred-and-fifteenth development set (bench/ground_cases_dev115, the everyday
middle in any stack, three writers at once), measured untouched at 7ab74bea (19 of 30), then developed on."""

from __future__ import annotations

from honing.grounding import constraints, kana, renamed, vocab
from honing.sessions.model import Turn

from .test_grounding_dev45 import located


def test_the_leftover_of_a_rename() -> None:
    """"the monday report job blew up this morning, KeyError: 'cust_id'" after the agent renamed cust_id in the cleaned
    output (turn 1's `.rename(columns={"cust_id": "customer_id"})`) and never opened jobs/report.py, which still groups by
    'cust_id' (a03); 「周报又挂了」 and a trace ending in KeyError: 'region_name' after the agent renamed the loader's
    mapping and left `REGION_KEY = "region_name"` in a config it never opened: the constant, not the frames (c05)."""
    assert renamed.missing_names("KeyError: 'region_name'") == ["region_name"]
    assert renamed.missing_names('KeyError: "[\'cust_id\'] not in index"') == ["cust_id"]
    assert renamed.missing_names("polars.exceptions.ColumnNotFoundError: cust_id") == ["cust_id"]
    assert renamed.missing_names("KeyError: 3") == []
    assert renamed._renamed_in("cust_id", "df = raw.copy()", 'df = raw.copy().rename(columns={"cust_id": "customer_id"})')
    assert renamed._renamed_in("region_name", '    "大区": "region_name",', '    "大区": "region",')
    assert not renamed._renamed_in("cust_id", "x = 1", 'df.groupby("cust_id")')  # (a use is no rename)
    # (nor an edit that only moved or dropped lines saying it, nor a dict that maps it to a value: dev13 c01, where a
    # KeyError: 'sku' comes from a BOM the agent diagnosed, not from a rename)
    assert not renamed._renamed_in("sku", 'levels[(item["sku"], w)] = 1\nx = 2', "x = 2")
    assert not renamed._renamed_in("sku", "", 'rows = [{"sku": "A-1", "qty": "5"}]')
    assert located("ground_cases_dev13", "c01")
    assert located("ground_cases_dev115", "a03") and located("ground_cases_dev115", "c05")


def test_what_a_test_is_to_check_is_no_constraint() -> None:
    """"add a test that the output never has null customer ids" asks for a test; its "never" is what the test asserts,
    not a bound on the work (a03 handed it on as a constraint). "don't add a test that …" still bounds it."""
    assert constraints.constraint_items([Turn(1, "add a test that the output never has null customer ids")], []) == []
    assert [i.label for i in constraints.constraint_items([Turn(1, "don't add a test that checks the cache")], [])] == ["Constraint"]
    assert vocab.first("null にならないことを確認するテストを追加して", "checked") is not None
    assert vocab.first("加个测试，保证输出里不能有空的", "checked") is not None


def test_an_offer_in_an_aside_taken_back() -> None:
    """「ついでに気づいたのですが、`normalize_store_code`（8行目）は…`code.strip().upper()` にしておきますか？」, declined
    with 「いや今はいい」, then 「さっき言ってた店舗コードのやつ、やっぱ直して」: 「…にしておきますか？」 offers the change, so the
    aside is what is taken up, not the dedupe the same reply fixed (b03)."""
    assert vocab.first("`code.strip().upper()` にしておきますか？", "proposal") is not None
    assert vocab.first("この形式にしましょうか？", "proposal") is not None
    assert vocab.first("にしておきます。", "proposal") is None
    assert located("ground_cases_dev115", "b03")


def test_a_loanword_left_in_hiragana() -> None:
    """「ろぐいんすると500なるようになった。さっきのやつかな」: the input method left ログイン in hiragana, and the session writes
    it in katakana; read so, the sentence blames the edit asked for by 「ログイン成功したら last_login 更新して」 (turn 4,
    `user.last_login = datetime.utcnow`), not the newest edit (b06). 「500なるようになった」 says the failure began."""
    turns = [Turn(1, "ログイン成功したら last_login 更新して"), Turn(2, "サーバーの設定")]
    assert kana.restored("ろぐいんすると500なるようになった", turns) == "ログインすると500なるようになった"
    assert kana.restored("さーばーが落ちた", turns) == "サーバーが落ちた"
    assert kana.restored("ろぐいんすると", [Turn(1, "no katakana here")]) == "ろぐいんすると"
    assert kana.restored("するとなった", turns) == "するとなった"  # (no word the turns write in katakana)
    assert vocab.first("ろぐいんすると500なるようになった", "broke") is not None
    assert located("ground_cases_dev115", "b06")
