"""Grounding behaviours found on the last misses of the thirty-fourth development set and on
the thirty-sixth (bench/ground_cases_dev36)."""

from __future__ import annotations

import json
from pathlib import Path

import honing

from .test_grounding_dev5 import write


def _call(cid: str, name: str, args: dict[str, object]) -> dict[str, object]:
    return {"id": cid, "type": "function", "function": {"name": name, "arguments": json.dumps(args)}}


_RESERVATION = ("class Reservation < ApplicationRecord\n  belongs_to :room\n  belongs_to :user\n\n"
                "  validates :starts_at, :ends_at, presence: true\n  validate :ends_after_start\n"
                "  validate :no_overlap\n\n  scope :active, -> { where(cancelled_at: nil) }\n"
                + "".join(f"  # note {n}\n" for n in range(10, 17))
                + "  scope :overlapping, ->(from, to) { where(\"starts_at <= ? AND ends_at >= ?\", to, from) }\n"
                "\n  private\n\n  def ends_after_start\n    return if starts_at.blank? || ends_at.blank?\n\n"
                "    errors.add(:ends_at, :before_start) if ends_at <= starts_at\n  end\n\n"
                + "".join(f"  # more {n}\n" for n in range(28, 40))
                + "  def no_overlap\n    return unless room.reservations.active.overlapping(starts_at, ends_at)"
                ".where.not(id: id).exists?\n\n    errors.add(:base, :overlap)\n  end\nend\n")
_SCOPE_LINE = _RESERVATION.split("\n").index(
    "  scope :overlapping, ->(from, to) { where(\"starts_at <= ? AND ends_at >= ?\", to, from) }") + 1
_NO_OVERLAP_LINE = _RESERVATION.split("\n").index("  def no_overlap") + 1


def _booking_session() -> list[dict[str, object]]:
    """Turn 1 asks why back-to-back bookings are refused (an outcome and 「なんで？」, no defect
    word); the reply traces it to the `overlapping` scope. Turn 2 is a side question about an
    index. Turn 3 asks whether the overlap message can show the clashing booking, and the reply
    proposes a change to `no_overlap`."""
    return [
        {"role": "user", "content": "10:00-11:00 の予約があるときに 11:00-12:00 を入れると「他の予約と重複しています」"
                                    "になるって総務から言われた。なんで？"},
        {"role": "assistant", "content": (
            f"`app/models/reservation.rb` の {_SCOPE_LINE} 行目、`overlapping` スコープが境界を含む比較 (`<=` / `>=`) "
            "なので、隣り合っているだけの予約も重複扱いになります。両方とも厳密な不等号にするのが正しいです。")},
        {"role": "user", "content": "ところで reservations に room_id の index いる？"},
        {"role": "assistant", "content": "あったほうがいいです。`[:room_id, :starts_at]` の複合インデックスがおすすめです。"},
        {"role": "user", "content": "重複エラーのメッセージ、どの予約と被ってるか出せたりする？"},
        {"role": "assistant", "content": (
            f"できます。`no_overlap` ({_NO_OVERLAP_LINE} 行目〜) で被った予約を取って `errors.add` に時間を渡し、"
            "`config/locales/ja.yml` の `overlap` で `%{range}` を使えば出せます。")}]


def test_a_declined_last_request_sends_the_distal_pronoun_back_to_the_older_report(tmp_path: Path) -> None:
    """「メッセージはいいや。で、あれ直しといて」: the first clause turns down what the last turn
    asked for (the message), so 「あれ」 is the boundary bug of turn 1, reported as an outcome
    and a 「なんで？」 (dev34 b06); without the turned-down clause the last turn's place wins."""
    project = write(tmp_path, {"app/models/reservation.rb": _RESERVATION,
                               "config/locales/ja.yml": "ja:\n  activerecord:\n    errors:\n      overlap: 重複しています\n"})
    ref = honing.ground("メッセージはいいや。で、あれ直しといて", _booking_session(), cwd=project, turns=3).references[0]
    assert ref.resolved and ref.path == "app/models/reservation.rb", ref
    assert ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= _SCOPE_LINE <= ref.end_line, ref
    plain = honing.ground("で、あれ直しといて", _booking_session(), cwd=project, turns=3).references[0]
    assert plain.start_line != ref.start_line, plain


_RESOURCE = ("<?php\n\nnamespace App\\Http\\Resources;\n\nuse Illuminate\\Http\\Request;\n"
             "use Illuminate\\Http\\Resources\\Json\\JsonResource;\n\nclass MemberResource extends JsonResource\n{\n"
             + "".join(f"    // note {n}\n" for n in range(10, 13))
             + "    public function toArray(Request $request): array\n    {\n        return [\n"
             "            'id' => $this->id,\n            'name' => $this->name,\n"
             "            'phone' => $this->maskPhone($this->phone),\n            'level' => $this->level?->name,\n"
             + "".join(f"            // field {n}\n" for n in range(20, 24))
             + "            'total_spent' => $this->orders()->where('status', 'paid')->sum('pay_amount'),\n"
             "            'order_count' => $this->orders()->count(),\n        ];\n    }\n\n"
             "    private function maskPhone(?string $phone): ?string\n    {\n"
             "        return $phone && strlen($phone) === 11 ? substr($phone, 0, 3) . '****' . substr($phone, 7) : $phone;\n"
             "    }\n}\n")
_SPENT_LINE = next(n for n, line in enumerate(_RESOURCE.split("\n"), 1) if "'total_spent'" in line)


def _masking_session(last: str) -> list[dict[str, object]]:
    """One turn: the user asks why the member list is slow and to mask phone numbers now; the
    agent masks them (an edit of the resource) and reports the N+1 it found, ending with ``last``."""
    edit = {"file_path": "app/Http/Resources/MemberResource.php", "old_string": "'phone' => $this->phone,",
            "new_string": "'phone' => $this->maskPhone($this->phone),"}
    return [
        {"role": "user", "content": "会员列表 /api/admin/members 很慢，看下啥原因。另外手机号要脱敏，这个直接改"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit", edit)]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": (
            "脱敏已经改好：`MemberResource` 新增 `maskPhone()`。\n\n慢的原因是 N+1：\n\n"
            f"1. `MemberResource.php` 第 {_SPENT_LINE} 行：`total_spent` 每个会员调用一次 `$this->orders()->sum()`。\n"
            "2. `level` 没问题，已经预加载了。\n\n" + last)}]


def test_an_offer_at_the_end_of_a_fixing_reply_keeps_its_defect_open(tmp_path: Path) -> None:
    """The reply's edit did what was asked (masking) and its last paragraph offers the N+1 fix:
    「N+1那个弄一下」 takes that offer; the turn's defect is not "already fixed" (dev34 c09). When
    the reply says nothing more is open, the edit closes the turn as before."""
    project = write(tmp_path, {"app/Http/Resources/MemberResource.php": _RESOURCE})
    ref = honing.ground("N+1那个弄一下", _masking_session("N+1 那个要改的话告诉我。"), cwd=project,
                        turns=1).references[0]
    assert ref.resolved and ref.path == "app/Http/Resources/MemberResource.php", ref
    assert ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= _SPENT_LINE <= ref.end_line, ref
    closed = honing.ground("N+1那个弄一下", _masking_session("以上。"), cwd=project, turns=1).references[0]
    assert not closed.resolved and "fixed by the agent's edit" in closed.reason, closed
