import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

from defect.train import evaluate, train_one_epoch


class Tiny(nn.Module):
    def __init__(self, classes: int = 4):
        super().__init__()
        self.net = nn.Sequential(nn.Flatten(), nn.Dropout(0.5), nn.Linear(3 * 8 * 8, classes))

    def forward(self, x):
        return self.net(x)


def loader(n: int = 32) -> DataLoader:
    g = torch.Generator().manual_seed(0)
    x = torch.randn(n, 3, 8, 8, generator=g)
    y = torch.randint(0, 4, (n,), generator=g)
    return DataLoader(TensorDataset(x, y), batch_size=8)


def test_train_one_epoch_returns_mean_loss():
    model = Tiny()
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    loss = train_one_epoch(model, loader(), nn.CrossEntropyLoss(), opt, torch.device("cpu"))
    assert 0 < loss < 10


def test_evaluate_keys():
    out = evaluate(Tiny(), loader(), nn.CrossEntropyLoss(), torch.device("cpu"))
    assert {"val_loss", "val_acc"} <= set(out)


def test_evaluate_per_class_f1():
    out = evaluate(Tiny(), loader(), nn.CrossEntropyLoss(), torch.device("cpu"), ["ok", "scratch", "dent", "stain"])
    assert {"macro_f1", "f1_ok", "f1_stain"} <= set(out)
