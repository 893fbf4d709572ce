import random

import pytest

from avl import AVLTree


def build(keys):
    t = AVLTree()
    for k in keys:
        t.insert(k, str(k))
    return t


def test_sorted_insert_stays_balanced():
    t = build(range(1000))
    assert t.height() <= 15
    assert list(t.keys()) == list(range(1000))


def test_get_and_contains():
    t = build([5, 2, 8])
    assert t.get(2) == "2"
    assert 8 in t and 7 not in t


def test_insert_existing_key_overwrites():
    t = build([5, 2, 8])
    t.insert(2, "two")
    assert t.get(2) == "two"
    assert len(t) == 3


def test_delete_leaf():
    t = build([5, 2, 8])
    t.delete(2)
    assert list(t.keys()) == [5, 8]
    assert len(t) == 2


def test_delete_keeps_balance():
    t = build(range(1000))
    for k in range(0, 1000, 2):
        t.delete(k)
    assert t.height() <= 10
    assert list(t.keys()) == list(range(1, 1000, 2))


def test_delete_missing_raises():
    with pytest.raises(KeyError):
        build([1]).delete(9)


def test_random_inserts_match_sorted():
    keys = random.Random(7).sample(range(10_000), 500)
    assert list(build(keys).keys()) == sorted(keys)
