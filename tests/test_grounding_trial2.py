"""What a second new user's trial of `hone ground` found (sixty-sixth round), each fixed test first: a sentence that asks
for the same change in a file it names, an error message's "Cannot" read as a bound, a test request read as a
symptom, a quoted line outside the span it cites, the agent's "it already works as intended"."""

from __future__ import annotations

import json
from pathlib import Path

import honing
from honing.grounding import constraints, outside, places, prose, vocab
from honing.grounding.places import Vote
from honing.sessions.model import Turn

_USERS = ('import { db } from "./db";\n\nexport async function getUserName(id: string): Promise<string> {\n'
          '  const row = await db.findOne("users", id);\n  if (!row) {\n    return "(unknown)";\n  }\n  return row.name;\n}\n')
_ORDERS = ('import { db } from "./db";\n\nexport async function getOrderTotal(id: string): Promise<number> {\n'
           '  const row = await db.findOne("orders", id);\n  return row.total;\n}\n')


def _session(tmp_path: Path) -> tuple[Path, Path]:
    project = tmp_path / "project"
    (project / "src").mkdir(parents=True)
    (project / "src" / "users.ts").write_text(_USERS, encoding="utf-8")
    (project / "src" / "orders.ts").write_text(_ORDERS, encoding="utf-8")
    (project / "src" / "db.ts").write_text("export const db = { findOne: async (t: string, id: string) => null as any };\n",
                                           encoding="utf-8")
    messages = [{"role": "user", "content": "getUserName crashes with TypeError: Cannot read properties of null (reading "
                 "'name') when the user was deleted"},
                {"role": "assistant", "content": "Fixed: `getUserName` in src/users.ts now returns \"(unknown)\" when "
                 "`db.findOne` returns null (lines 5-7) instead of dereferencing `row`."}]
    transcript = tmp_path / "session.json"
    transcript.write_text(json.dumps(messages), encoding="utf-8")
    return transcript, project


def test_the_same_change_in_the_file_the_sentence_names(tmp_path: Path) -> None:
    """"do the same in orders.ts" after a fix in users.ts: the place is in orders.ts, not where the fix already stands;
    and the user's pasted "TypeError: Cannot read properties of null" is no bound on the work."""
    transcript, project = _session(tmp_path)
    result = honing.ground("do the same in orders.ts", str(transcript), cwd=project)
    assert result.references[0].path == "src/orders.ts"
    assert not any(line.startswith("- Constraint:") for line in result.text.splitlines())


def test_an_error_message_sets_no_bound() -> None:
    labels = [i.label for i in constraints.constraint_items(
        [Turn(1, "getUserName crashes with TypeError: Cannot read properties of null when the user was deleted")], [])]
    assert labels == []
    assert [i.label for i in constraints.constraint_items([Turn(1, "報錯 Error: 不能为空，别改 config")], [])] == ["Constraint"]


def test_a_test_request_is_done_when_the_test_passes(tmp_path: Path) -> None:
    """"add a test that it never retries on ValueError" asks for a test: done when it exists and passes, not "what you
    describe no longer happens"."""
    transcript, project = _session(tmp_path)
    result = honing.ground("add a test that getUserName never throws on a deleted user", str(transcript), cwd=project)
    done = [line for line in result.text.splitlines() if line.startswith("- Done when:")]
    assert done and done[0].startswith("- Done when: the test you ask for exists and passes:")


def test_the_quoted_line_stands_in_the_cited_span() -> None:
    """A place whose span was read around one function while a vote named a line of another: the line an item quotes
    is one inside the span it cites."""
    place = places.Candidate("src/cart.ts", 3, 9, "cartTotal", [Vote(3.0, "named", 12, None), Vote(1.0, "named", 5, None)])
    assert place.cited_focus == 5 and place.focus == 12  # (the vote's own line still leads what reads it: `listed`)
    assert places.Candidate("src/cart.ts", 3, 9, "cartTotal", [Vote(3.0, "named", 12, None)]).cited_focus == 3


def test_a_kanji_noun_is_split_off_only_before_a_verb() -> None:
    """A kanji noun run on into a verb is a word of its own (「日付ずれる」: 日付); one a particle ends is not split (「経理から」),
    and a loanword before a kanji suffix is left whole (「クーポン効かない」: splitting クーポン off cost dev103 b02 its place)."""
    assert "日付" in prose.keywords("日付ずれるほう直して")
    assert "経理" not in prose.keywords("経理からOK出たわ")
    assert "クーポン" not in prose.keywords("ちょうど3000円だとクーポン効かない")


def test_it_already_works_as_intended() -> None:
    """「不是 bug，这是预期行为：… 代码不需要修改。」, 「…なので期待どおりの動きになっているはずです」: the agent found nothing to
    change; "fix it" after it points at nothing in the project. Not a question, nor "no code change, only the config"."""
    assert outside.finds_nothing("不是 bug，这是预期行为：`Allow` 在 `counts[key] >= Burst` 时拒绝。代码不需要修改。")
    assert outside.finds_nothing("`dark` が true のときは「ライト」です。なので期待どおりの動きになっているはずです。")
    assert vocab.first("它是预期行为吗", "nothing_to_fix") is None
    assert vocab.first("代码不需要修改，只要改配置", "nothing_to_fix") is None
    assert vocab.first("This is expected behavior, but the docs are wrong.", "nothing_to_fix") is None


def test_the_place_a_verdict_of_correct_code_names_is_no_blame(tmp_path: Path) -> None:
    """"Allow returns false on the third call, is that a bug?" — "It already works as intended: `Allow`
    (limiter.go:16-24) rejects once …": the line named after the verdict is its evidence, so "fix it" points at nothing
    to change, rather than asking to fix `Allow` and check that `TestAllow`, which asserts this very behaviour, passes.
    "It's not a code problem: `config/settings.yaml:4` …" still places the cause in the project."""
    assert outside.finds_nothing("It already works as intended: `Allow` (limiter.go:16-24) rejects once the count "
                                 "reaches Burst.")
    assert not outside.finds_nothing("It's not a code problem: `config/settings.yaml:4` sets the timeout to 5ms.")
    project = tmp_path / "project"
    project.mkdir()
    (project / "limiter.go").write_text("package limiter\n\n" + "\n" * 12 + "// Allow reports whether a call may go on.\n"
                                        "func Allow(key string) bool {\n\tif counts[key] >= Burst {\n\t\treturn false\n\t}\n"
                                        "\tcounts[key]++\n\treturn true\n}\n", encoding="utf-8")
    messages = [{"role": "user", "content": "Allow returns false on the third call for the same key, is that a bug? Burst is 2"},
                {"role": "assistant", "content": "It already works as intended: `Allow` (limiter.go:16-24) rejects once "
                 "`counts[key] >= Burst`, so with Burst=2 the first two calls pass and the third returns false."}]
    transcript = tmp_path / "session.json"
    transcript.write_text(json.dumps(messages), encoding="utf-8")
    assert not honing.ground("fix it", str(transcript), cwd=project).references[0].resolved
