"""Nightly: read yesterday's terminal dump, rebuild the month's workbook, upload it."""
from __future__ import annotations

import configparser
import logging
import sys
from datetime import date, timedelta
from pathlib import Path

from payroll_export.excel_export import write_workbook
from payroll_export.sftp_upload import upload
from payroll_export.timesheets import read_shifts

log = logging.getLogger("payroll_export")


def main(argv: list[str] | None = None) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    cfg = configparser.ConfigParser()
    cfg.read(argv[0] if argv else "/etc/payroll-export/config.ini")
    day = date.today() - timedelta(days=1)
    month_dir = Path(cfg["terminals"]["dump_dir"])
    dumps = sorted(month_dir.glob(f"shifts_{day:%Y%m}*.csv"))
    shifts = [s for dump in dumps for s in read_shifts(dump)]
    out = Path(cfg["export"]["out_dir"]) / f"stunden_{day:%Y%m}.xlsx"
    write_workbook(shifts, out, cfg["export"]["company_no"])
    upload(out, cfg["sftp"])
    log.info("exported %d shifts from %d dumps to %s", len(shifts), len(dumps), out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
