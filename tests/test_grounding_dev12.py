"""Grounding behaviours found on the twelfth development set (bench/ground_cases_dev12)."""

from __future__ import annotations

from pathlib import Path

import honing

from .test_grounding_dev5 import write


def test_points_noticed_in_passing_are_an_aside(tmp_path: Path) -> None:
    """「ついでに気づいた点（今回は触っていません）」 introduces a defect beside the edit,
    though its words ("22 時台が数えられていません") hold no defect noun."""
    root = write(tmp_path, {"app/services/overtime.py": "LATE_NIGHT_START = 22\n\n\ndef _is_late_night(t):\n"
                                                        "    return t.hour > LATE_NIGHT_START\n",
                            "app/routers/attendance.py": "def summary(employee_id, month):\n    return {}\n"})
    messages = [{"role": "user", "content": "月次の残業サマリを返すエンドポイント追加したい"},
                {"role": "assistant", "content": None, "tool_calls": [{"id": "e1", "type": "function", "function": {
                    "name": "Edit", "arguments": '{"file_path": "app/routers/attendance.py", "old_string": "    pass", '
                                                 '"new_string": "    return {}"}'}}]},
                {"role": "tool", "tool_call_id": "e1", "content": "ok"},
                {"role": "assistant", "content": "追加しました。\n\n**ついでに気づいた点（今回は触っていません）**\n"
                                                 "`app/services/overtime.py:5` の `_is_late_night` が `t.hour > LATE_NIGHT_START` "
                                                 "になっているので、22 時台が深夜時間に数えられていません。"},
                {"role": "user", "content": "pytest で summary のテストだけ回すには？"},
                {"role": "assistant", "content": "`pytest -k summary` です。"}]
    ref = honing.ground("あ、最初に言ってた深夜のやつも直しといて", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "app/services/overtime.py", ref


def test_an_item_kept_out_by_its_number_keeps_out_that_item_only(tmp_path: Path) -> None:
    """「2のページングのやつは…触らないで」 used to take every item away (its words were
    said across the whole reply); now item 2 only, and 'the remaining one' is item 3."""
    root = write(tmp_path, {"app/ReportRepository.kt": "class ReportRepository {\n  fun refresh() {\n"
                                                       "    cache.addAll(fetched.items)\n  }\n}\n",
                            "app/ReportListViewModel.kt": "class ReportListViewModel {\n  fun loadNextPage() {\n"
                                                          "    val page = nextPage++\n  }\n}\n",
                            "app/ReportListFragment.kt": "class ReportListFragment {\n  fun onViewCreated() {\n"
                                                         "    viewModel.reports.observe(this) { adapter.submitList(it) }\n"
                                                         "  }\n}\n"})
    review = ("3 点あります。\n\n**1. 更新で日報が重複する**\n`ReportRepository.kt:3` の `refresh()` が `cache.addAll(fetched.items)` "
              "で追加しています。ページングとは別の問題です。\n\n**2. 通信エラー時に次ページが飛ぶ**\n`ReportListViewModel.kt:3` の "
              "`loadNextPage()` で `val page = nextPage++` とページを先に進めています。\n\n**3. observer が増える**\n"
              "`ReportListFragment.kt:3` で `viewModel.reports.observe(this)` と Fragment 自身をオーナーにしています。"
              "ページを戻るたびに増えます。")
    messages = [{"role": "user", "content": "日報一覧で同じ日報が2件ずつ出る。見てもらえる？"},
                {"role": "assistant", "content": review},
                {"role": "user", "content": "1はすぐ直して。2のページングのやつは、いま自分が別ブランチでページング周り書き直してるから触らないで"},
                {"role": "assistant", "content": "1 を直しました。"}]
    ref = honing.ground("残ってるほうもやっといて", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "app/ReportListFragment.kt", ref


def test_a_bug_the_user_will_do_themselves_is_not_the_other_bug(tmp_path: Path) -> None:
    """"the spots_left one i'll do myself": the deferral read only "i'll do it myself"."""
    root = write(tmp_path, {"app/models/booking.rb": "class Booking\n  def slot_has_room\n"
                                                     "    slot.active.count > slot.capacity\n  end\nend\n",
                            "app/models/class_slot.rb": "class ClassSlot\n  def spots_left\n"
                                                        "    capacity - bookings.count\n  end\nend\n"})
    messages = [{"role": "user", "content": "members can book full classes, what's wrong?"},
                {"role": "assistant", "content": "Two bugs:\n\n1. `slot_has_room` in `app/models/booking.rb:3` compares "
                                                 "`count > capacity`, letting one extra in.\n2. `spots_left` in "
                                                 "`app/models/class_slot.rb:3` counts cancelled bookings."},
                {"role": "user", "content": "the spots_left one i'll do myself, I'm refactoring ClassSlot on another "
                                            "branch. how do i run only the booking spec?"},
                {"role": "assistant", "content": "`bundle exec rspec spec/models/booking_spec.rb`."}]
    ref = honing.ground("cool. now fix the other bug", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "app/models/booking.rb", ref


def test_chat_words_do_not_decide_which_turn_a_sentence_means() -> None:
    """「是的话直接修了」: 的话 and 直接 are chat, so the error code 40001 (said in the first
    turn only) decides, not the 直接 a later side question happens to say."""
    from honing.grounding import resolve
    from honing.sessions import parse_messages

    session = parse_messages([
        {"role": "user", "content": "活动列表接口加个 status 筛选"},
        {"role": "assistant", "content": "加好了。另外 `src/services/wechat.js` 第 41 行缓存 token 的时间单位错了，"
                                         "token 会过期，微信接口会报 40001 错误。"},
        {"role": "user", "content": "问下 async 路由里直接 throw 的错误，errorHandler 能接到吗？"},
        {"role": "assistant", "content": "不能，`src/utils/http.js` 里要用 `wrap` 包一下，否则是 UnhandledPromiseRejection 错误。"},
    ])
    plan = resolve.plan("线上发订阅消息报40001了 是不是你前面说的那个 是的话直接修了", session.turns)
    assert plan.candidates and plan.candidates[0].turn == 1, plan
