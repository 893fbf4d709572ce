import pytest

from abtest.stats import Arm, lift_ci, relative_lift, srm_check, z_test

CONTROL = Arm(users=20000, conversions=2000)
TREATMENT = Arm(users=20000, conversions=2250)


def test_rates():
    assert CONTROL.rate == pytest.approx(0.10)
    assert TREATMENT.rate == pytest.approx(0.1125)


def test_lift_ci_brackets_point_estimate():
    lo, hi = lift_ci(CONTROL, TREATMENT)
    assert lo < relative_lift(CONTROL.rate, TREATMENT.rate) < hi


def test_lift_ci_excludes_zero_for_clear_winner():
    lo, _ = lift_ci(CONTROL, TREATMENT)
    assert lo > 0


def test_z_test_no_difference():
    assert z_test(CONTROL, CONTROL) == pytest.approx(1.0)


def test_z_test_significant():
    assert z_test(CONTROL, TREATMENT) < 0.001


def test_srm_balanced_split_passes():
    result = srm_check(Arm(10050, 1000), Arm(9950, 1000))
    assert not result.mismatch


def test_srm_flags_skewed_split():
    result = srm_check(Arm(10500, 1000), Arm(9500, 1000))
    assert result.mismatch
    assert result.observed_share == pytest.approx(0.525)
