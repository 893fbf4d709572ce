import torch

from forecast.model import DemandMLP


def test_forward_shape():
    model = DemandMLP(n_in=28 * 6, horizon=7)
    model.eval()
    assert model(torch.randn(4, 28 * 6)).shape == (4, 7)


def test_training_step_returns_scalar():
    model = DemandMLP(n_in=28 * 6, horizon=7)
    loss = model.training_step((torch.randn(8, 28 * 6), torch.rand(8, 7)), 0)
    assert loss.ndim == 0
