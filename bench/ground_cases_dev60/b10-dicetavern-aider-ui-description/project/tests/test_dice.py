import random

import pytest

from dice import roll


def test_plain():
    r = roll("2d6+3", random.Random(1))
    assert len(r.dice) == 2
    assert r.total == sum(r.dice) + 3


def test_default_count():
    assert len(roll("d20", random.Random(2)).dice) == 1


def test_bad_notation():
    with pytest.raises(ValueError):
        roll("2x6")


def test_too_many_dice():
    with pytest.raises(ValueError):
        roll("500d6")


def test_keep_highest():
    r = roll("4d6kh3", random.Random(5))
    assert sorted(r.kept) == sorted(r.dice)[1:]


def test_keep_lowest():
    r = roll("2d20kl1", random.Random(3))
    assert r.kept == [min(r.dice)]
