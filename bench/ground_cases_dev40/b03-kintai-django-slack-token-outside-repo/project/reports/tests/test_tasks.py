import datetime as dt
from unittest import mock

import pytest

from reports import tasks


def test_build_blocks_lists_each_shift():
    blocks = tasks.build_blocks(dt.date(2025, 11, 3), [("佐藤", "09:02", "18:10"), ("鈴木", "10:00", "--:--")])
    assert blocks[0]["text"]["text"] == "11/03 の勤怠"
    assert "佐藤  09:02〜18:10" in blocks[1]["text"]["text"]
    assert "鈴木  10:00〜--:--" in blocks[1]["text"]["text"]


def test_build_blocks_without_shifts():
    blocks = tasks.build_blocks(dt.date(2025, 11, 3), [])
    assert blocks[1]["text"]["text"] == "出勤記録なし"


@pytest.mark.django_db
def test_send_daily_report_posts_to_report_channel(settings):
    settings.SLACK_REPORT_CHANNEL = "CTEST"
    with mock.patch("reports.tasks.SlackNotifier") as notifier:
        notifier.return_value.post.return_value = "1730.0001"
        assert tasks.send_daily_report() == "1730.0001"
    notifier.return_value.post.assert_called_once()
    assert notifier.return_value.post.call_args.kwargs["channel"] == "CTEST"


def test_fallback_text_uses_header():
    from reports.slack import SlackNotifier

    blocks = tasks.build_blocks(dt.date(2025, 1, 6), [])
    assert SlackNotifier.fallback_text(blocks) == "01/06 の勤怠"
