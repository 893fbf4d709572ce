from datetime import date, datetime

from django.test import TestCase

from reports.utils import day_bounds, minutes_between, to_local


class UtilsTests(TestCase):
    def test_day_bounds_is_24h_on_normal_day(self):
        start, end = day_bounds(date(2024, 6, 3))
        self.assertEqual(minutes_between(start, end), 24 * 60)

    def test_to_local_summer(self):
        dt = to_local(datetime(2024, 6, 3, 9, 30))
        self.assertEqual(dt.utcoffset().total_seconds(), 3600)

    def test_to_local_winter(self):
        dt = to_local(datetime(2024, 1, 8, 9, 30))
        self.assertEqual(dt.utcoffset().total_seconds(), 0)
