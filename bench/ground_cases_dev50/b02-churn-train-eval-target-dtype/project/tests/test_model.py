import torch

from model import ChurnNet, count_parameters
from utils.checkpoint import load_checkpoint, save_checkpoint
from utils.metrics import precision_at, roc_auc


def test_forward_shape():
    m = ChurnNet(10, [16, 8])
    m.eval()
    assert m(torch.randn(4, 10)).shape == (4, 1)


def test_parameter_count():
    assert count_parameters(ChurnNet(10, [16])) == 10 * 16 + 16 + 16 * 2 + 16 + 1


def test_auc_single_class():
    assert roc_auc(torch.zeros(5, dtype=torch.long), torch.rand(5)) == 0.5


def test_precision_at():
    labels = torch.tensor([1, 0, 1, 0])
    scores = torch.tensor([0.9, 0.8, 0.1, 0.2])
    assert precision_at(labels, scores, 2) == 0.5


def test_checkpoint_roundtrip(tmp_path):
    m = ChurnNet(4, [8])
    save_checkpoint(tmp_path, 3, m)
    m2 = ChurnNet(4, [8])
    assert load_checkpoint(tmp_path / "epoch_003.pt", m2) == 3
    for a, b in zip(m.state_dict().values(), m2.state_dict().values()):
        assert torch.equal(a, b)
