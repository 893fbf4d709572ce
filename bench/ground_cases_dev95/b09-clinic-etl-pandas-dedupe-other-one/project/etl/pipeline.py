"""python -m etl.pipeline data/raw out/"""
from __future__ import annotations

import logging
import sys
from pathlib import Path

import pandas as pd

from etl.aggregate import monthly_visits, to_report, weight_coverage
from etl.clean import clean_patients, clean_visits
from etl.join import attach_patients, label_visit_type

log = logging.getLogger("clinic-etl")


def run(raw_dir: Path, out_dir: Path) -> None:
    raw_visits = pd.concat(
        (pd.read_csv(p, dtype={"patient_id": str, "clinic_id": str}) for p in sorted(raw_dir.glob("visits_*.csv"))),
        ignore_index=True,
    )
    raw_patients = pd.read_csv(raw_dir / "patients.csv", dtype={"patient_id": str, "phone": str})
    log.info("read %d visit rows, %d patient rows", len(raw_visits), len(raw_patients))
    visits = clean_visits(raw_visits)
    patients = clean_patients(raw_patients)
    log.info("after cleaning: %d visits (%d dropped), %d patients (%d duplicates removed)",
             len(visits), len(raw_visits) - len(visits), len(patients), len(raw_patients) - len(patients))
    visits = label_visit_type(attach_patients(visits, patients))
    missing = visits["birth_date"].isna().sum()
    if missing:
        log.warning("%d visits have no patient master row", missing)
    out_dir.mkdir(parents=True, exist_ok=True)
    to_report(monthly_visits(visits)).to_csv(out_dir / "monthly_visits.csv", index=False)
    to_report(weight_coverage(visits)).to_csv(out_dir / "weight_coverage.csv", index=False)
    log.info("wrote %s", ", ".join(sorted(p.name for p in out_dir.glob("*.csv"))))


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    run(Path(sys.argv[1]), Path(sys.argv[2]))
