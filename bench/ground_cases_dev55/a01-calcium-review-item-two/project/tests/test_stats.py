import numpy as np
import pandas as pd

from analysis.stats import compare_genotypes, holm, osi, summarize


def test_osi_of_single_orientation_is_one():
    r = np.array([0, 0, 1.0, 0, 0, 0, 0, 0])
    assert osi(r, np.arange(0, 360, 45)) == 1.0


def test_holm_keeps_order():
    assert holm([0.01, 0.04, 0.03]) == [0.03, 0.06, 0.06]


def test_summarize_counts():
    df = pd.DataFrame({"g": ["a", "a", "b"], "v": [1.0, 3.0, 2.0]})
    out = summarize(df, "v", ["g"])
    assert out["n"].tolist() == [2, 1]


def test_genotypes_two_sided():
    df = pd.DataFrame({"genotype": ["SST"] * 5 + ["VIP"] * 5, "r": list(range(10))})
    assert compare_genotypes(df, "r")["p"] < 0.05
