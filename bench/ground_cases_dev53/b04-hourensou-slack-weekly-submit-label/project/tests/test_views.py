from views.standup import read_standup, standup_modal
from views.weekly import read_weekly, weekly_modal


def test_standup_modal_has_three_inputs():
    modal = standup_modal("C123")
    assert modal["callback_id"] == "standup_modal"
    assert [b["block_id"] for b in modal["blocks"]] == ["yesterday", "today", "blockers"]


def test_weekly_modal_callback():
    modal = weekly_modal("C123")
    assert modal["callback_id"] == "weekly_modal"
    assert modal["private_metadata"] == "C123"


def test_read_standup_strips():
    values = {
        "yesterday": {"value": {"value": " API 修正 "}},
        "today": {"value": {"value": "レビュー"}},
        "blockers": {"value": {"value": None}},
    }
    assert read_standup(values) == {"yesterday": "API 修正", "today": "レビュー", "blockers": ""}


def test_read_weekly():
    values = {
        "done": {"value": {"value": "リリース"}},
        "next": {"value": {"value": "休み"}},
        "mood": {"value": {"selected_option": {"value": "ok"}}},
    }
    assert read_weekly(values) == {"done": "リリース", "next": "休み", "mood": "ok"}
