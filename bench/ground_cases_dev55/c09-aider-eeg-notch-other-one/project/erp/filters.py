"""Filtering of continuous EEG before epoching. Everything here is zero-phase."""
from __future__ import annotations

import numpy as np
from scipy import signal


def bandpass(data: np.ndarray, fs: float, lo: float = 0.1, hi: float = 30.0, order: int = 4) -> np.ndarray:
    """Butterworth band-pass along the last axis (channels x samples), applied forward and back."""
    sos = signal.butter(order, [lo, hi], btype="bandpass", fs=fs, output="sos")
    return signal.sosfiltfilt(sos, data, axis=-1)


def highpass_drift(data: np.ndarray, fs: float, cutoff: float = 0.01) -> np.ndarray:
    """Very slow drift removal for the long resting blocks (not used for ERPs)."""
    sos = signal.butter(2, cutoff, btype="highpass", fs=fs, output="sos")
    return signal.sosfiltfilt(sos, data, axis=-1)


def notch(data: np.ndarray, fs: float, line_freq: float = 50.0, q: float = 30.0) -> np.ndarray:
    """Remove mains interference with a second-order IIR notch, applied forward and back."""
    b, a = signal.iirnotch(line_freq / fs, q)
    return signal.filtfilt(b, a, data, axis=-1)


def frequency_response(fs: float, lo: float = 0.1, hi: float = 30.0, order: int = 4, n: int = 4096):
    """Magnitude response (dB) of the band-pass as applied by filtfilt (squared), for the methods figure."""
    sos = signal.butter(order, [lo, hi], btype="bandpass", fs=fs, output="sos")
    f, h = signal.sosfreqz(sos, worN=n, fs=fs)
    return f, 20 * np.log10(np.maximum(np.abs(h) ** 2, 1e-12))


def rereference(data: np.ndarray, ref_idx: list[int] | None = None) -> np.ndarray:
    """Average reference, or the mean of the channels in ref_idx (e.g. the mastoids)."""
    ref = data.mean(axis=0) if ref_idx is None else data[ref_idx].mean(axis=0)
    return data - ref
