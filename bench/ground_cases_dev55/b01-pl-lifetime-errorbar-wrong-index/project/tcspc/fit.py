"""Mono-exponential reconvolution fit of TCSPC decays.

model(t) = bg + amp * (IRF (*) exp(-t / tau)), with Poisson weights.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from scipy.optimize import curve_fit
from scipy.signal import fftconvolve


@dataclass(frozen=True)
class FitResult:
    tau_ns: float
    tau_err: float
    amp: float
    bg: float
    chi2_red: float


def _model(t: np.ndarray, irf: np.ndarray):
    def f(_t, amp, tau, bg):
        decay = np.exp(-t / tau)
        return bg + amp * fftconvolve(irf, decay)[: t.size]
    return f


def fit_decay(t_ns: np.ndarray, counts: np.ndarray, irf: np.ndarray,
              tau0: float = 2.0) -> FitResult:
    """Fit one decay; returns the lifetime in ns with its 1-sigma error."""
    sigma = np.sqrt(np.clip(counts, 1, None))
    p0 = (counts.max(), tau0, np.median(counts[-200:]))
    bounds = ([0, 0.05, 0], [np.inf, 50.0, np.inf])
    popt, pcov = curve_fit(_model(t_ns, irf), t_ns, counts, p0=p0, sigma=sigma,
                           absolute_sigma=True, bounds=bounds, maxfev=20000)
    perr = np.sqrt(np.diag(pcov))
    amp, tau, bg = popt
    resid = (counts - _model(t_ns, irf)(t_ns, *popt)) / sigma
    chi2_red = float(np.sum(resid**2) / (counts.size - len(popt)))
    tau_err = float(perr[0])
    return FitResult(tau_ns=float(tau), tau_err=tau_err, amp=float(amp), bg=float(bg),
                     chi2_red=chi2_red)


def fit_all(cfg: dict, irf: np.ndarray) -> list[tuple[int, FitResult]]:
    from tcspc.io import merge_runs
    out = []
    for temp, names in sorted(cfg["temperatures"].items()):
        t_ns, counts = merge_runs(names, cfg)
        out.append((int(temp), fit_decay(t_ns, counts, irf)))
    return out
