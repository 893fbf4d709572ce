import torch
from PIL import Image

from data import eval_transforms, train_transforms


def _img(w: int = 320, h: int = 240) -> Image.Image:
    return Image.new("RGB", (w, h), color=(120, 80, 40))


def test_train_transform_output_shape():
    x = train_transforms(224)(_img())
    assert x.shape == (3, 224, 224)


def test_eval_transform_is_deterministic():
    t = eval_transforms(224)
    a, b = t(_img()), t(_img())
    assert torch.equal(a, b)


def test_eval_transform_center_crop_shape():
    x = eval_transforms(224)(_img(500, 300))
    assert x.shape == (3, 224, 224)


def test_normalisation_roughly_centered():
    x = eval_transforms(64)(Image.new("RGB", (64, 64), color=(124, 116, 104)))
    assert abs(x.mean().item()) < 0.1
