from datetime import datetime, timedelta, timezone as dt_timezone

from django.test import TestCase
from django.utils import timezone

from .models import Ticket
from .serializers import TicketSerializer


def make_ticket(**kwargs):
    data = {"subject": "ログインできない", "body": "パスワード再設定のメールが届きません",
            "customer_email": "user@example.com"}
    data.update(kwargs)
    return Ticket.objects.create(**data)


class TicketModelTests(TestCase):
    def test_str(self):
        ticket = make_ticket()
        self.assertEqual(str(ticket), f"#{ticket.pk} ログインできない")

    def test_overdue_when_open_and_past_due(self):
        ticket = make_ticket(due_at=timezone.now() - timedelta(hours=1))
        self.assertTrue(ticket.is_overdue)

    def test_closed_is_never_overdue(self):
        ticket = make_ticket(due_at=timezone.now() - timedelta(days=1), status=Ticket.Status.CLOSED)
        self.assertFalse(ticket.is_overdue)

    def test_serializer_returns_jst(self):
        ticket = make_ticket(due_at=datetime(2025, 3, 14, 15, 30, tzinfo=dt_timezone.utc))
        data = TicketSerializer(ticket).data
        self.assertEqual(data["due_at"], "2025-03-15T00:30:00+09:00")
        self.assertTrue(data["created_at"].endswith("+09:00"))

    def test_default_due_is_three_days_ahead(self):
        ticket = make_ticket()
        delta = ticket.due_at - timezone.now()
        self.assertTrue(timedelta(days=2, hours=23) < delta <= timedelta(days=3))
