from datetime import date
from io import StringIO
from unittest import mock

import pytest
from django.core.management import call_command

SUMMARY = {"day": "2025-11-03", "new_users": 3, "orders": 1, "revenue": 99.0, "conversion": 0.333}


@pytest.mark.django_db
def test_print_uses_given_date():
    out = StringIO()
    with mock.patch("reports.management.commands.send_daily_report.daily_summary", return_value=SUMMARY) as summary:
        call_command("send_daily_report", "--date", "2025-11-03", "--print", stdout=out)
    summary.assert_called_once_with(date(2025, 11, 3))
    assert "2025-11-03 日报" in out.getvalue()


@pytest.mark.django_db
def test_sends_mail_without_print():
    with mock.patch("reports.management.commands.send_daily_report.daily_summary", return_value=SUMMARY), \
            mock.patch("reports.management.commands.send_daily_report.send_report") as send:
        call_command("send_daily_report", "--date", "2025-11-03", stdout=StringIO())
    send.assert_called_once_with(SUMMARY)


def test_rejects_bad_date():
    with pytest.raises(Exception):
        call_command("send_daily_report", "--date", "2025/11/03")
