import numpy as np

from erp.filters import bandpass, notch, rereference

FS = 500.0


def tone(freq, seconds=4.0):
    t = np.arange(int(seconds * FS)) / FS
    return np.sin(2 * np.pi * freq * t)[None, :]


def rms(x):
    return float(np.sqrt(np.mean(x[:, 200:-200] ** 2)))


def test_bandpass_keeps_10hz():
    assert rms(bandpass(tone(10.0), FS)) > 0.6


def test_bandpass_removes_100hz():
    assert rms(bandpass(tone(100.0), FS)) < 0.01


def test_notch_output_shape():
    x = np.vstack([tone(50.0), tone(10.0)])
    assert notch(x, FS).shape == x.shape


def test_average_reference_sums_to_zero():
    x = np.random.default_rng(0).normal(size=(8, 1000))
    assert np.allclose(rereference(x).sum(axis=0), 0.0)
