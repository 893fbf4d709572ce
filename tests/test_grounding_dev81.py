"""Grounding behaviours found on the eighty-first development set (bench/ground_cases_dev81: databases,
schemas and migrations), measured untouched at 4129b57a in the fifty-third round."""

from __future__ import annotations

from honing.grounding import errors, mentions, vocab
from honing.grounding.prose import keywords

from .test_grounding_dev45 import located, unresolved


def test_the_error_code_of_a_report_the_reply_could_not_place() -> None:
    """"pool timeouts again last night, same P2024. just fix it pls" after a reply that gave two causes and
    "Which one it is depends on what the pool looks like": the code names the symptom, not one of them
    (dev81 a05)."""
    assert unresolved("ground_cases_dev81", "a05")


def test_fixes_in_another_repository_or_the_database() -> None:
    """"There's nothing in this repository that grants privileges … The fix is on that side, as the database
    owner" (dev81 a08) and 「パラメータグループは infra 側のリポジトリ（Terraform）の管理だと思うので、そちらでの変更になります」
    (dev81 b06) leave nothing in the project to change."""
    assert vocab.first("There's nothing in this repository that grants privileges.", "fix_outside")
    assert vocab.first("The fix is on that side, as the database owner:", "fix_outside")
    assert not vocab.first("The fix is on the client side: `api.ts` retries.", "fix_outside")
    assert not vocab.first("The fix is on the database side: add an index in the migration.", "fix_outside")
    assert vocab.first("パラメータグループは infra 側のリポジトリ（Terraform）の管理だと思うので、そちらでの変更になります。",
                       "nothing_to_fix")
    assert unresolved("ground_cases_dev81", "a08")
    assert unresolved("ground_cases_dev81", "b06")


def test_two_causes_the_data_fits_both() -> None:
    """「…B でも説明がつきますし、…A の競合でも説明がつきます。どちらが実際に起きたかは、…を見れば切り分けられます」
    ranks neither: 「二重予約の件、もう直しちゃって」 must ask which (dev81 b02)."""
    assert vocab.first("どちらが実際に起きたかは、Stripe 側の決済開始時刻を見れば切り分けられます。", "undecided")
    assert not vocab.first("どちらが原因かは、ログを見てわかりました。A です。", "undecided")
    assert unresolved("ground_cases_dev81", "b02")


def test_a_column_the_database_no_longer_has() -> None:
    """「CI 红了：…PG::UndefinedColumn: ERROR:  column users.name does not exist，后台搜客户也 500，修一下」: the raw SQL that
    still says `users.name` after the rename (dev81 c02), the message ending where the chat goes on; PostgreSQL's
    quoted `column "nickname" does not exist` is the raw query in the search the sentence names (dev81 c06)."""
    assert [v for k, v, _, _ in errors.declared("ERROR:  column users.name does not exist，后台")] == ["users.name"]
    # (MySQL's and SQLite's also as a query quotes them, whole and by the column alone, since the seventy-seventh round)
    assert [v for k, v, _, _ in errors.declared("Unknown column 'u.name' in 'where clause'")] == [
        "u.name", "'u.name'", '"u.name"', "`u.name`", "'name'", '"name"', "`name`"]
    assert [v for k, v, _, _ in errors.declared("sqlite3.OperationalError: no such column: orders.total")][0] == "orders.total"
    assert [v for k, v, _, _ in errors.declared('Message: `column "nickname" does not exist`')] == ["nickname"]
    assert not errors.declared('the column "status" does not exist yet, so add it')
    assert [v for k, v, _, _ in errors.declared('ERROR: column "name" of relation "users" does not exist')] == ["name"]
    said = [m.value for m in mentions.find("PG::UndefinedColumn: ERROR:  column users.name does not exist，后台搜客户也 500，修一下")
            if m.kind == "message"]
    assert said and all("后台" not in v for v in said)
    assert located("ground_cases_dev81", "c02")
    assert located("ground_cases_dev81", "c06")


def test_a_list_named_by_its_japanese_word() -> None:
    """「削除した顧客、一覧にまだ出てくるんだけど」: 一覧 says list, so `list_customers` the soft delete left out,
    not `get_customer` that checks it (dev81 b10)."""
    assert vocab.english_of("一覧にまだ出てくる") == {"list"}
    assert located("ground_cases_dev81", "b10")


def test_the_migration_blamed_by_its_kind() -> None:
    """「…Seq Scan on orders，之前明明有索引的。是不是你那个 migration 搞的，修一下」 blames the agent's edit of the
    generated migration, not its model edit beside it (dev81 c04)."""
    assert vocab.first("是不是你那个 migration 搞的，修一下", "broke")
    assert not vocab.first("这个是你加的日志吧，挺好的", "broke")
    assert vocab.first("是你加的那个 counter 吧，改一下", "broke")
    assert located("ground_cases_dev81", "c04")


def test_an_option_picked_by_its_verb_and_a_setting_noun_is_no_dismissal() -> None:
    """「復活させる方で直して」 says the option 「復活させる」; 「スキーマ変更は不要」 inside an option is no "nothing to
    change", as 「コードの変更は不要です」 is."""
    assert "復活させる" in keywords("P2002 のやつ、復活させる方で直して")
    assert "両方直して" in keywords("両方直して")
    assert not vocab.first("履歴は残り、スキーマ変更は不要", "nothing_to_fix")
    assert vocab.first("コードの変更は不要です", "nothing_to_fix")
