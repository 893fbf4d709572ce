"""Statistics for two-variant conversion tests (control vs treatment)."""
from __future__ import annotations

import math
from dataclasses import dataclass

from scipy.stats import chisquare, norm
from statsmodels.stats.proportion import proportions_ztest


@dataclass(frozen=True)
class Arm:
    users: int
    conversions: int

    @property
    def rate(self) -> float:
        return self.conversions / self.users


def relative_lift(control_rate: float, treatment_rate: float) -> float:
    """Relative change of treatment over control, in percent (12.5 = +12.5%)."""
    return (treatment_rate - control_rate) / control_rate * 100


def lift_ci(control: Arm, treatment: Arm, alpha: float = 0.05) -> tuple[float, float]:
    """Confidence interval for the relative lift (fractions), delta method on the log ratio."""
    ratio = treatment.rate / control.rate
    se = math.sqrt(
        (1 - treatment.rate) / treatment.conversions + (1 - control.rate) / control.conversions
    )
    z = norm.ppf(1 - alpha / 2)
    return ratio * math.exp(-z * se) - 1, ratio * math.exp(z * se) - 1


SRM_THRESHOLD = 0.001


@dataclass(frozen=True)
class SrmResult:
    p_value: float
    observed_share: float

    @property
    def mismatch(self) -> bool:
        return self.p_value < SRM_THRESHOLD


def srm_check(control: Arm, treatment: Arm, planned_share: float = 0.5) -> SrmResult:
    """Chi-square goodness of fit of users per arm against the planned control share."""
    total = control.users + treatment.users
    expected = [total * planned_share, total * (1 - planned_share)]
    _, p = chisquare([control.users, treatment.users], f_exp=expected)
    return SrmResult(p_value=float(p), observed_share=control.users / total)


def z_test(control: Arm, treatment: Arm) -> float:
    """Two-sided p-value of the difference in conversion rates."""
    _, p = proportions_ztest(
        [treatment.conversions, control.conversions], [treatment.users, control.users]
    )
    return float(p)
