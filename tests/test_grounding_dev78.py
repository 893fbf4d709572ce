"""Grounding behaviours found on the seventy-eighth development set (bench/ground_cases_dev78: files,
uploads and media), measured untouched at 97afc584 in the fifty-second round."""

from __future__ import annotations

from honing.grounding import vocab

from .test_grounding_dev45 import located, unresolved


def test_a_bucket_setting_no_file_of_the_repository_holds() -> None:
    """"This is a bucket setting, not something in the Rails code. … Nothing in this repo configures CORS" and
    「原因はコードではなく、ステージングのバケット設定です。…このリポジトリにはバケットの設定は入っていません」 put the
    fix outside the project: "just do the cors one" and 「そのCORSのやつ対応しといて」 ask for what the session
    cannot do (dev78 a07, b08)."""
    assert vocab.first("This is a bucket setting, not something in the Rails code.", "fix_outside")
    assert vocab.first("Nothing in this repo configures CORS: `config/storage.yml` only names the buckets.", "fix_outside")
    assert vocab.first("原因はコードではなく、ステージングのバケット設定です。", "fix_outside")
    assert vocab.first("このリポジトリにはバケットの設定は入っていません。", "fix_outside")
    assert not vocab.first("The bug is not something in the parser I expected.", "fix_outside")
    assert unresolved("ground_cases_dev78", "a07")
    assert unresolved("ground_cases_dev78", "b08")


def test_the_other_error_the_reply_left_for_next() -> None:
    """Two errors pasted, "start with the filename one": the reply fixes that one and says "The other one is the
    form limit … (Extensions/UploadServiceExtensions.cs:19) … We can look at that next." — "ok now the other
    error from this morning's log" is that limit (dev78 a10)."""
    assert vocab.first("start with the filename one, that hits way more customers", "put_off")
    assert vocab.first("so bodies between 128 and 300 MiB die. We can look at that next.", "left_alone")
    assert located("ground_cases_dev78", "a10")
