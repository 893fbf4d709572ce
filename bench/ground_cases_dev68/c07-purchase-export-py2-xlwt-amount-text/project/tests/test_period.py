# -*- coding: utf-8 -*-
import datetime
import unittest

from lib.period import month_range


class MonthRangeTest(unittest.TestCase):

    def test_explicit_month(self):
        self.assertEqual(month_range("2019-02"), (datetime.date(2019, 2, 1), datetime.date(2019, 3, 1)))

    def test_december(self):
        self.assertEqual(month_range("2018-12"), (datetime.date(2018, 12, 1), datetime.date(2019, 1, 1)))

    def test_default_is_last_month(self):
        self.assertEqual(month_range(today=datetime.date(2019, 3, 15)),
                         (datetime.date(2019, 2, 1), datetime.date(2019, 3, 1)))

    def test_default_in_january(self):
        self.assertEqual(month_range(today=datetime.date(2020, 1, 1)),
                         (datetime.date(2019, 12, 1), datetime.date(2020, 1, 1)))


if __name__ == "__main__":
    unittest.main()
