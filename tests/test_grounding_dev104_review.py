"""What a review of the sixty-first round's grounding changes asked for: the new scans stay linear on one long line,
comparisons read both ways and not in generics, the new phrase lists say what they mean and not what an everyday
sentence says, and the helpers behind dev102 to dev105 hold on their own."""

from __future__ import annotations

import json

import pytest

from honing.grounding import faced, quoted, rewritten, stale, vocab
from honing.grounding.bounds import COMMENT
from honing.sessions.model import ToolCall, Turn


@pytest.mark.parametrize("pattern", [rewritten._COMPARISON, rewritten._RANGE])
def test_the_comparison_scans_take_steps_in_proportion_to_the_line(pattern: object) -> None:
    """A start only where a name starts and a name taken whole: 60 KB of one word is one attempt, not 60,000 (counted as
    the matches a line of n names gives: n // 2 comparisons for n names, whatever their length)."""
    assert pattern.findall("x" * 60_000) == []  # type: ignore[attr-defined]
    names = " ".join(f"a{k} < b{k}" for k in range(200))
    assert len(rewritten._COMPARISON.findall(names)) == 200


def test_comparisons_read_both_ways_and_not_in_types_or_tags() -> None:
    removed = ["if (afterDiscount >= FREE_MIN) return 0;"]
    assert rewritten.changed_on_the_way(["if (afterDiscount <= FREE_MIN) return 0;"], removed)
    assert rewritten.changed_on_the_way(["if (FREE_MIN > afterDiscount) return 0;"], removed)
    assert rewritten._comparisons("const m: Map<string, number> = new Map();") == set()
    assert rewritten._comparisons("return <div className={x}>") == set()


def test_an_extension_that_grew_is_one_the_old_glob_misses_but_not_a_longer_name() -> None:
    assert stale._resuffixed('out = "dump.sql"\n', 'out = "dump.sql.gz"\n') == [(".sql", 'out = "dump.sql.gz"')]
    assert stale._resuffixed('path = "config.js"\n', 'path = "config.json"\n') == []


def test_a_comment_line_is_told_from_a_directive() -> None:
    assert COMMENT.match("  // limits: { windowSec, max }")
    assert COMMENT.match("# keep the old name")
    assert not COMMENT.match("#include <stdio.h>")
    assert not COMMENT.match("#[derive(Debug)]")
    assert not COMMENT.match("  --memory 512m \\")


def test_a_word_of_meaning_swapped_is_told_from_a_line_beside_it() -> None:
    assert rewritten.swapped_word(["return Math.max(1, Math.floor(total / size));"],
                                  ["return Math.max(1, Math.ceil(total / size));"])
    # (the line written back unchanged and its neighbour with the other value: nothing swapped)
    assert not rewritten.swapped_word(["Result.new(invoice: invoice, success?: true)"],
                                      ["Result.new(invoice: invoice, success?: true)", "Result.new(invoice: invoice, success?: false)"])
    assert not rewritten.swapped_word(["if (n > 10) {"], ["if (n >= 10) {"])  # (an operator a fix changes on purpose)


def test_a_line_wrong_on_its_face_needs_to_be_the_only_one_the_window_showed() -> None:
    shown = ToolCall("shell", json.dumps({"command": ["bash", "-lc", "nl -ba jobs/metrics.py"]}),
                     '     7\tdef with_minutes(out):\n     8\t    out["duration_min"] = out["duration_ms"] / 60\n', ())
    fix = Turn(2, "人均时长 4213 分钟？？你看下哪里算错了", "按 `session_id` 去重了。", ())
    found = faced.on_its_face(fix, [Turn(1, "加一列", "好了。", (shown,)), fix], frozenset())
    assert found is not None and found.sources[0].mention.value == 'out["duration_min"] = out["duration_ms"] / 60'
    two = ToolCall("shell", "{}", shown.result + '     9\t    out["wait_min"] = out["wait_ms"] / 60\n', ())
    assert faced.on_its_face(fix, [Turn(1, "加一列", "好了。", (two,)), fix], frozenset()) is None
    assert quoted._on_its_face('out["duration_min"] = out["duration_ms"] / 60_000') == 1
    assert quoted._on_its_face("a / (b ?? 1)") == 1


@pytest.mark.parametrize(("category", "text", "says"), [
    ("nickname", "we call this the double-count bug internally.", True),
    ("nickname", "we call it from the worker.", False),
    ("nickname", "これ社内では「二重カウント問題」って呼ばれてるやつだと思う", True),
    ("nickname", "それ「Permission denied」って言われてる", False),
    ("nickname", "这个我们内部叫“重复计数”，先别动", True),
    ("nickname", "这个字段叫“status”", False),
    ("symptom_short", "there are only six backups", True),
    ("symptom_short", "there should be only one instance", False),
    ("symptom_short", "ローカルのバックアップが6個しかないんだけど", True),
    ("symptom_short", "締め切りまで3日しかない", False),
    ("symptom_short", "只剩下6个备份了", True),
    ("symptom_short", "只有一个地方调用", False),
    ("supposing", "If they're on Toronto time already, this isn't it.", True),
    ("supposing", "Unless I'm missing something, this looks fine.", False),
    ("supposing", "もし最初から東京時間なら、これは原因ではありません。", True),
    ("supposing", "如果服务器本来就是北京时间，那就不是这个原因。", True),
    ("ties_back", "2 秒を超えると前に書いた A の経路に入ります。", True),
    ("ties_back", "超过 2 秒就会走前面说的 A 那条路径。", True),
    ("ties_back", "The timeout is 2 seconds.", False),
    ("added_aside", "2. add `AND deleted_at IS NULL` to the WHERE (and `countRecipients` too)", True),
    ("added_aside", "2. 在 WHERE 里加 `AND u.deleted_at IS NULL`（`countRecipients` 也一起）", True),
    ("added_aside", "2. WHERE に条件を足す（`countRecipients` も同様に）", True),
    ("added_aside", "2. change `countRecipients` (line 27)", False),
    ("broke", "since the whole thing runs in a worker, we can't block", False),
    ("broke", "the 2.3 release comes with the fix already", False),
    ("broke", "重写后记得跑测试", False),
    ("broke", "リファクタしたあとでテスト書いて", False),
    ("broke", "之前都好好的，我升级了 node 之后就挂了", False),
    ("defect", "now it runs fine, but let's also add logging", False),
    ("resume_topic", "ok now the whole thing crashes", False),
    ("postpone", "ok, first run the migration then fix the refund bug", False),
])
def test_the_round_s_phrase_lists_say_what_they_mean(category: str, text: str, says: bool) -> None:
    assert (vocab.first(text, category) is not None) is says
