"""The summary table that goes into the experiment write-up."""
from __future__ import annotations

import pandas as pd

from abtest.stats import Arm, lift_ci, relative_lift, z_test


def arms(users: pd.DataFrame) -> tuple[Arm, Arm]:
    counts = users.groupby("variant")["converted"].agg(["size", "sum"])
    control = Arm(int(counts.loc["control", "size"]), int(counts.loc["control", "sum"]))
    treatment = Arm(int(counts.loc["treatment", "size"]), int(counts.loc["treatment", "sum"]))
    return control, treatment


def pct(value: float) -> str:
    return f"{value:+.1f}%"


def summarize(users: pd.DataFrame, alpha: float = 0.05) -> dict[str, object]:
    control, treatment = arms(users)
    lo, hi = lift_ci(control, treatment, alpha=alpha)
    return {
        "users_control": control.users,
        "users_treatment": treatment.users,
        "rate_control": round(control.rate, 4),
        "rate_treatment": round(treatment.rate, 4),
        "lift": pct(relative_lift(control.rate, treatment.rate)),
        "lift_ci": f"[{pct(lo * 100)}, {pct(hi * 100)}]",
        "p_value": z_test(control, treatment),
    }


def to_markdown(summary: dict[str, object]) -> str:
    rows = [(k, v) for k, v in summary.items()]
    return pd.DataFrame(rows, columns=["metric", "value"]).to_markdown(index=False)
