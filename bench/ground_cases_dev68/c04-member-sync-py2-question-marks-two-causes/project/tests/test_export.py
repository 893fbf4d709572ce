# -*- coding: utf-8 -*-
import csv
import os
import tempfile
import unittest

import export_csv


class ExportTest(unittest.TestCase):

    def test_header_and_count(self):
        fd, path = tempfile.mkstemp(suffix=".csv")
        os.close(fd)
        rows = [{"card_no": "8800001", "name": u"Tom", "mobile": "13800000000",
                 "level": 1, "points": 120, "store_code": "SH01"}]
        try:
            self.assertEqual(export_csv.write_members(path, rows), 1)
            with open(path, "rb") as f:
                data = list(csv.reader(f))
            self.assertEqual(data[0], export_csv.COLUMNS)
            self.assertEqual(data[1][0], "8800001")
        finally:
            os.remove(path)

    def test_none_is_empty(self):
        self.assertEqual(export_csv._cell(None), "")


if __name__ == "__main__":
    unittest.main()
