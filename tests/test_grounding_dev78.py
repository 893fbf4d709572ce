"""Grounding behaviours found on the seventy-eighth development set (bench/ground_cases_dev78: files,
uploads and media), measured untouched at 97afc584 in the fifty-second round."""

from __future__ import annotations

from honing.grounding import vocab
from honing.grounding.places import named_by_sentence

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
    assert vocab.first("start with the filename one, that hits way more customers", "first_of")
    assert not vocab.first("start with the filename one, that hits way more customers", "put_off")
    assert vocab.first("so bodies between 128 and 300 MiB die. We can look at that next.", "left_alone")
    assert located("ground_cases_dev78", "a10")


def test_the_picked_option_that_quotes_only_the_call_it_would_write() -> None:
    """「1. 改成 `csv.encode("Windows-31J", invalid: :replace, …)`」 stands nowhere yet; the reply's diagnosis quoted the
    call as it stands, `csv.encode("Shift_JIS")`: 「按你说的方案1改吧」 is that line in `to_csv` (dev78 c07). An
    option that quotes no call (raise `max_allowed_packet` in the RDS settings) gets no such fallback."""
    assert located("ground_cases_dev78", "c07")
    assert unresolved("ground_cases_dev35", "c08")


def test_a_message_the_sentence_pastes_bare_after_the_word_that_shows_it() -> None:
    """「报 unsupported content type: video/quicktime」 names the message the upload check throws, as a quoted one would."""
    said = [(s.mention.kind, s.mention.value) for s in named_by_sentence(
        "iPhone 录的视频现在传不了了 报 unsupported content type: video/quicktime")]
    assert ("message", "unsupported content type: video/quicktime") in said
    assert ("message", "Request has expired") in [(s.mention.kind, s.mention.value) for s in named_by_sentence(
        "アップロードするとエラー: Request has expired って出る")]
    assert not [s for s in named_by_sentence("报错了，修一下") if s.mention.kind == "message"]


def test_the_place_fixed_first_and_your_purge_name_the_agents_edits() -> None:
    """「最初に直したとこ、exit code 137 のときだけ snooze にして」 is the failure clause the first edit wrote (dev78 b10);
    "…40 min into the transcode. that's your purge" is the loop of the purge job the agent wrote (dev78 a08)."""
    assert vocab.first("最初に直したとこ、exit code 137 (OOM kill) のときだけ snooze にして", "broke")
    assert vocab.first("40 min into the transcode. that's your purge", "broke")
    assert not vocab.first("that is your call", "broke")
    assert located("ground_cases_dev78", "b10")
    assert located("ground_cases_dev78", "a08")


def test_the_picked_option_falls_back_only_on_the_same_call_before_the_list() -> None:
    """The fallback of a picked option is the code the reply quoted before its list that makes the same call,
    as a call of its own: not another option's code (option 2's `csv.encode("UTF-8")`), nor `print(total)` for
    an option that writes `int(total)`."""
    from honing.grounding.candidates import Candidate
    from honing.grounding.lettered import or_its_turn
    from honing.grounding.mentions import Mention
    from honing.grounding.places import Sourced
    from honing.sessions.model import Turn

    reply = ("`to_csv` ends with `csv.encode(\"Shift_JIS\")` and `print(total)`.\n\n"
             "1. Use `csv.encode(\"Windows-31J\", undef: :replace)` and `int(total)`.\n"
             "2. Use `csv.encode(\"UTF-8\", bom: true)`.\n")
    turn = Turn(index=1, user="why 500?", assistant=reply)
    picked = Candidate(1, "d", "d", (Sourced(Mention("code", 'csv.encode("Windows-31J", undef: :replace)'), 1, "assistant"),
                                     Sourced(Mention("code", "int(total)"), 1, "assistant")), True)
    found = or_its_turn(picked, [turn], set(), {1: frozenset()})
    assert len(found) == 2
    fallback = {s.mention.value for s in found[1].sources}
    assert 'csv.encode("Shift_JIS")' in fallback
    assert 'csv.encode("UTF-8", bom: true)' not in fallback and "print(total)" not in fallback


def test_a_bare_message_is_ascii_up_to_the_cjk_text_or_the_full_stop() -> None:
    """「报 unsupported content type了」 names "unsupported content type", and "it says: Request has expired." the
    message without its full stop."""
    def said(text: str) -> list[str]:
        return [s.mention.value for s in named_by_sentence(text) if s.mention.kind == "message"]

    assert said("iPhone 的视频传不了 报 unsupported content type了，修一下") == ["unsupported content type"]
    assert said("it says: Request has expired.") == ["Request has expired"]


def test_what_the_clause_that_leaves_it_alone_names_counts_first() -> None:
    """「`usedBytes()` 已经改成返回字节…`UsageController` 那行先没动，等你确认前端的单位。」: the clause that leaves the
    second unit bug alone names the controller; 「问了前端 他们是按字节自己换算的，controller 那边也改掉」 is its
    `intdiv($used, 1024)` line, not the `usedBytes()` the same reply fixed (dev78 c05)."""
    assert located("ground_cases_dev78", "c05")
