"""Grounding behaviours found on the eleventh development set (bench/ground_cases_dev11)."""

from __future__ import annotations

from pathlib import Path

import pytest

import honing

from .test_grounding_dev5 import write

SESSION = [
    {"role": "user", "content": "add a --json flag to the report command"},
    {"role": "assistant", "content": "Added `--json` in `lib/report.py`: `render_report` now takes `as_json` and the "
                                     "tests pass. Note `parse_line` in `lib/parse.py` crashes on an empty line; I haven't "
                                     "touched it."},
]
FILES = {"lib/report.py": "def render_report(rows, as_json=False):\n    return rows\n",
         "lib/parse.py": "def parse_line(line):\n    return line.split()[0]\n"}


SESSIONS = {
    "en": SESSION,
    "ja": [{"role": "user", "content": "report コマンドに --json フラグを足して"},
           {"role": "assistant", "content": "`lib/report.py` に `--json` を足しました。テストも通ります。なお `lib/parse.py` の "
                                            "`parse_line` は空行でクラッシュします。そこは触っていません。"}],
    "zh": [{"role": "user", "content": "给 report 命令加个 --json 参数"},
           {"role": "assistant", "content": "在 `lib/report.py` 里加好了 `--json`，测试通过。另外发现 `lib/parse.py` 的 "
                                            "`parse_line` 遇到空行会崩溃，我没动。"}],
}


@pytest.mark.parametrize(("lang", "sentence"), [
    ("en", "nice. now can you fix the IPv6 bug Marco reported?"),
    ("ja", "あ、あと昨日言ってたタイムゾーンずれるやつも直しといて"),
    ("zh", "对了，昨天说的那个时区不对的问题也修一下"),
])
def test_a_sentence_pointing_outside_the_session_at_something_no_turn_mentions_is_unresolved(
        tmp_path: Path, lang: str, sentence: str) -> None:
    """It used to take the defect the agent set aside (parse_line), which the sentence does
    not describe at all."""
    root = write(tmp_path, FILES)
    ref = honing.ground(sentence, SESSIONS[lang], cwd=root).references[0]
    assert not ref.resolved and "outside this session" in ref.reason, ref


@pytest.mark.parametrize(("lang", "sentence"), [
    ("en", "ok fix the issue you reported"),
    ("en", "yes fix that, it's the bug Jo reported"),
    ("en", "fix the crash Marco reported"),
    ("en", "fix the empty line problem I reported yesterday"),
    ("ja", "昨日のやつと同じだね、直して"),
    ("ja", "昨日言ってたパーサーのやつ直して"),  # said in katakana, written in Latin letters in an English session
])
def test_everyday_follow_ups_are_not_taken_for_something_from_elsewhere(tmp_path: Path, lang: str,
                                                                        sentence: str) -> None:
    """Chat words ("issue", "thing", "it's"), a reporter's name beside a word the window
    says ("crash"), and a Japanese word against an English session do not make a sentence
    point outside the session (found in review)."""
    root = write(tmp_path, FILES)
    messages = [*SESSION, {"role": "user", "content": "Marco says the parser crashes on an empty line"},
                {"role": "assistant", "content": "Right: `parse_line` in `lib/parse.py` (line 2) indexes `[0]` of an empty "
                                                 "split, so an empty line crashes it."}]
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert "outside this session" not in ref.reason, ref
    assert ref.resolved and ref.path == "lib/parse.py", ref


def test_a_report_from_elsewhere_that_the_window_discusses_is_resolved(tmp_path: Path) -> None:
    root = write(tmp_path, FILES)
    messages = [*SESSION, {"role": "user", "content": "Marco says the parser crashes on blank lines"},
                {"role": "assistant", "content": "Yes: `parse_line` in `lib/parse.py` indexes `[0]` of an empty split "
                                                 "(line 2), which raises IndexError on an empty line."}]
    ref = honing.ground("ok fix the parser crash Marco reported", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "lib/parse.py", ref


REVIEW_FILES = {
    "app/controllers/books_controller.rb": ("class BooksController < ApplicationController\n  def index\n"
                                            "    @books = Book.all\n    @books = @books.where(\"title LIKE '%#{params[:q]}%'\") "
                                            "if params[:q]\n  end\nend\n"),
    "db/migrate/20251002_add_isbn.rb": "class AddIsbn < ActiveRecord::Migration[7.1]\n  def change\n"
                                       "    add_column :books, :isbn, :string\n  end\nend\n",
    "app/models/book.rb": "class Book < ApplicationRecord\n  def get_display_title\n    title\n  end\nend\n",
}
REVIEWS = {
    "ja": ("差分見ました。\n\n**1.【要修正・セキュリティ】検索条件の SQL インジェクション** — `app/controllers/books_controller.rb:4`\n"
           "`params[:q]` を文字列に埋め込んでいます。\n\n**2.【要修正】ISBN にユニークインデックスがない** — "
           "`db/migrate/20251002_add_isbn.rb`\n\n**3.【nit】`get_display_title` の命名** — `app/models/book.rb:2`"),
    "en": ("Reviewed the diff.\n\n1. **SQL injection in the search** (`app/controllers/books_controller.rb:4`): "
           "`params[:q]` is interpolated.\n\n2. **No unique index on isbn** (`db/migrate/20251002_add_isbn.rb`).\n\n"
           "3. **nit: `get_display_title` naming** (`app/models/book.rb:2`)."),
}
LATER_TURNS = {
    "ja": [("2 は今やって", "マイグレーションに `add_index :books, :isbn, unique: true` を足しました。"),
           ("3 は自分で直すからいいや。spec 回して", "spec は全部通りました。"),
           ("index で著者名出してるけど N+1 になってない？", "なっていません。`includes(:author)` があります。")],
    "en": [("do 2 now", "Added `add_index :books, :isbn, unique: true` to the migration."),
           ("3 is mine, I'll rename it myself. run the spec", "All specs pass."),
           ("is the index page doing N+1 on authors?", "No, `includes(:author)` is there.")],
}


@pytest.mark.parametrize(("lang", "sentence"), [("ja", "じゃあ指摘してくれたところ直しといて"),
                                                ("en", "ok now fix what you flagged")])
def test_what_you_pointed_out_is_the_review_finding_no_later_message_took_up(
        tmp_path: Path, lang: str, sentence: str) -> None:
    """Three numbered findings (the markers written 1.【…】 too); the user took 2 by its
    bare number and 3 for themselves; "what you pointed out" is finding 1. A later question
    that says "index" in passing takes nothing."""
    root = write(tmp_path, REVIEW_FILES)
    messages: list[dict[str, str]] = [{"role": "user", "content": "review my branch before it goes to main"},
                                      {"role": "assistant", "content": REVIEWS[lang]}]
    for user, answer in LATER_TURNS[lang]:
        messages += [{"role": "user", "content": user}, {"role": "assistant", "content": answer}]
    ref = honing.ground(sentence, messages, cwd=root, turns=4).references[0]
    assert ref.resolved and ref.path == "app/controllers/books_controller.rb", ref


PAGER_FILES = {"src/hooks/usePagination.ts": ("export function usePagination(total: number) {\n  const page = 1\n"
                                              "  const totalPages = Math.ceil(total / 20)\n  return { page, totalPages }\n}\n"),
               "src/api/users.ts": ("export function fetchUsers(q: UserQuery) {\n  const params = {\n"
                                    "    offset: String(q.page * q.pageSize),\n  }\n  return get('/users', params)\n}\n"),
               "src/components/UserTable.tsx": "export function UserTable({ users }) {\n  return users.map((u, i) => <tr key={i} />)\n}\n"}
CLEARED_AFTER = {
    "zh": ("找到原因了：\n- `usePagination` 里 `totalPages`（`src/hooks/usePagination.ts` 第 3 行），这部分没问题。\n"
           "- 但 `src/api/users.ts` 的 `fetchUsers` 第 3 行 `offset: String(q.page * q.pageSize),` 把从 1 开始的页码当成了从 0 开始。\n"
           "顺带看到 `src/components/UserTable.tsx` 第 2 行用下标做 key，但和这个问题无关。"),
    "en": ("Found it:\n- `totalPages` in `usePagination` (`src/hooks/usePagination.ts` line 3), that part is fine.\n"
           "- But `fetchUsers` in `src/api/users.ts` line 3, `offset: String(q.page * q.pageSize),`, treats the 1-based "
           "page as 0-based.\nAlso `src/components/UserTable.tsx` line 2 uses the index as key, but that is unrelated."),
}


@pytest.mark.parametrize(("lang", "sentence"), [("zh", "修一下"), ("en", "fix it")])
def test_a_place_cleared_later_in_its_own_sentence_is_not_the_defect(tmp_path: Path, lang: str, sentence: str) -> None:
    """「…（usePagination.ts 第 3 行），这部分没问题」: the clearing part names nothing of its
    own and clears what came before it in the sentence."""
    root = write(tmp_path, PAGER_FILES)
    messages = [{"role": "user", "content": "41 个用户每页 20 条，第 3 页是空的" if lang == "zh" else
                 "41 users at 20 per page and page 3 is empty"},
                {"role": "assistant", "content": CLEARED_AFTER[lang]}]
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "src/api/users.ts", ref


@pytest.mark.parametrize("error", [
    "Call to a member function format() on null at /var/www/app/Services/InvoiceService.php:4",
    "NoMethodError: undefined method `format' for nil at app/Services/InvoiceService.php:4",
])
def test_the_member_called_on_nothing_is_not_the_place(tmp_path: Path, error: str) -> None:
    """The member an error says was called on null names the callee, not the defect; the
    project's own `format` (Money::format) used to win over the error's file and line."""
    root = write(tmp_path, {
        "app/Services/InvoiceService.php": ("<?php\nclass InvoiceService {\n  public function summary($invoice) {\n"
                                            "    return $invoice->paid_at->format('Y-m-d');\n  }\n}\n"),
        "app/Support/Money.php": "<?php\nclass Money {\n  public function format(): string {\n    return '1';\n  }\n}\n"})
    ref = honing.ground(f"production says: {error}, fix it", [], cwd=root).references[0]
    assert ref.resolved and ref.path == "app/Services/InvoiceService.php", ref


def test_a_sentence_naming_only_what_the_project_lacks_falls_back_to_the_history(tmp_path: Path) -> None:
    """The sentence quotes a library error (`Prelude.read: no parse`) that names nothing in
    the project; the history's diagnosis still places the defect."""
    root = write(tmp_path, {"src/Store.hs": "module Store where\n\nloadTasks :: String -> [Task]\n"
                                            "loadTasks contents = map read (lines contents)\n",
                            "src/Types.hs": "module Types where\n\ndata Task = Task { title :: String } deriving (Show, Read)\n"})
    messages = [{"role": "user", "content": "old task files crash the list command"},
                {"role": "assistant", "content": "`loadTasks` in `src/Store.hs` (line 4) uses a bare `read` on every line; "
                                                 "records written before the new field fail to parse. That is the bug."}]
    ref = honing.ground("it still crashes with `Prelude.read: no parse`, fix it", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "src/Store.hs", ref


def test_a_word_only_one_turn_says_outweighs_a_word_every_turn_says(tmp_path: Path) -> None:
    """"back to the cent thing": 'cent' is said by the first turn only, 'back' by several
    later ones; the first turn's defect is meant, not the newest turn's feature."""
    root = write(tmp_path, {"src/Billing.fs": "module Billing\n\nlet round2 (x: decimal) =\n    System.Math.Round(x, 2)\n",
                            "src/Render.fs": "module Render\n\nlet creditNoteText n =\n    sprintf \"Credit note %d\" n\n"})
    messages = [
        {"role": "user", "content": "our invoice totals are off by a cent compared to DATEV, can you check?"},
        {"role": "assistant", "content": "`round2` in `src/Billing.fs` (line 4) uses banker's rounding, DATEV rounds half "
                                         "away from zero: that is the bug. Shall I change it?"},
        {"role": "user", "content": "before that, add a credit note renderer, and fall back to the invoice number"},
        {"role": "assistant", "content": "Added `creditNoteText` in `src/Render.fs`; it falls back to the invoice number. "
                                         "There was a bug in the first draft (it printed the wrong number), fixed."},
        {"role": "user", "content": "can it go back to the old header when the number is missing?"},
        {"role": "assistant", "content": "Yes, `creditNoteText` in `src/Render.fs` goes back to the old header then."},
    ]
    ref = honing.ground("ok now back to the cent thing", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "src/Billing.fs", ref
