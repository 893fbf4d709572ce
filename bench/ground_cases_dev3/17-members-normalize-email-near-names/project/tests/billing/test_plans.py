from members.billing.plans import plan_rows


def test_plan_rows_drops_none():
    assert plan_rows([1, None, 2]) == [1, 2]
