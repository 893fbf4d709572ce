"""CSV export of bookings for the office managers."""
from __future__ import annotations

import csv
from datetime import date

from django.contrib.admin.views.decorators import staff_member_required
from django.http import StreamingHttpResponse
from django.utils import timezone
from django.utils.dateparse import parse_date

from bookings.models import Booking

HEADER = ["Booking", "Room", "Booked by", "Start (local)", "End (local)", "Status"]


class _Echo:
    """A file-like object that hands each written line straight back."""

    def write(self, value: str) -> str:
        return value


def _rows(bookings):
    yield HEADER
    for b in bookings.iterator(chunk_size=2000):
        yield [
            b.pk,
            b.room.name,
            b.user.get_full_name() or b.user.email,
            timezone.localtime(b.start).strftime("%Y-%m-%d %H:%M"),
            timezone.localtime(b.end).strftime("%Y-%m-%d %H:%M"),
            b.get_status_display(),
        ]


@staff_member_required
def export_bookings(request):
    start = parse_date(request.GET.get("from", "")) or date.today().replace(day=1)
    end = parse_date(request.GET.get("to", "")) or date.today()
    bookings = (
        Booking.objects.filter(start__date__gte=start, start__date__lte=end)
        .select_related("room", "user")
        .order_by("start")
    )
    writer = csv.writer(_Echo())
    response = StreamingHttpResponse((writer.writerow(row) for row in _rows(bookings)), content_type="text/csv")
    response["Content-Disposition"] = f'attachment; filename="bookings-{start}-{end}.csv"'
    return response
