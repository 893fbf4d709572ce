"""Single-exponential tail fits and the numbers that go into Table 2."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from scipy.optimize import curve_fit


@dataclass
class DecayFit:
    amplitude: float
    k: float          # 1/ns
    k_err: float
    t_half: float     # ns
    chi2_red: float


def single_exp(t, a, k):
    return a * np.exp(-k * t)


def fit_decay(t: np.ndarray, y: np.ndarray) -> DecayFit:
    """Poisson-weighted least squares on the tail of a baseline-subtracted trace
    (bins with counts <= 0 are dropped)."""
    ok = y > 0
    t, y = t[ok], y[ok]
    sigma = np.sqrt(np.maximum(y, 1.0))
    p0 = (y[0], 1.0 / max(t[-1] / 3, 1e-3))
    popt, pcov = curve_fit(single_exp, t, y, p0=p0, sigma=sigma, absolute_sigma=True, maxfev=20000)
    a, k = popt
    k_err = float(np.sqrt(pcov[1, 1]))
    resid = (y - single_exp(t, *popt)) / sigma
    chi2_red = float(np.sum(resid**2) / (t.size - 2))
    t_half = np.log(2) / k
    return DecayFit(float(a), float(k), k_err, float(t_half), chi2_red)


def summarize(fits: list[DecayFit]) -> dict[str, float]:
    """Mean and standard error over repeats."""
    th = np.array([f.t_half for f in fits])
    tau = np.array([1.0 / f.k for f in fits])
    n = len(fits)
    return {
        "n": n,
        "tau_ns": float(tau.mean()),
        "tau_sem": float(tau.std(ddof=1) / np.sqrt(n)) if n > 1 else float("nan"),
        "t_half_ns": float(th.mean()),
        "t_half_sem": float(th.std(ddof=1) / np.sqrt(n)) if n > 1 else float("nan"),
        "chi2_red": float(np.mean([f.chi2_red for f in fits])),
    }
