import torch

from model import SensorTransformer, sinusoidal_table


def test_output_shape():
    m = SensorTransformer(n_channels=6, n_classes=6, d_model=32, n_heads=4, n_layers=1, max_len=128)
    out = m(torch.randn(4, 128, 6))
    assert out.shape == (4, 6)


def test_table_is_bounded():
    t = sinusoidal_table(64, 16)
    assert t.shape == (64, 16)
    assert t.abs().max() <= 1.0
