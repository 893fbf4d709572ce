from reports import queries


def test_all_queries_use_half_open_ranges():
    for name in ("DAILY_SIGNUPS", "DAILY_ACTIVATIONS", "WEEKLY_SIGNUPS", "WEEKLY_ACTIVATIONS"):
        sql = getattr(queries, name)
        assert ">= %(start)s" in sql and "<  %(end)s" in sql, name


def test_activations_exclude_deleted_users():
    assert "deleted_at IS NULL" in queries.DAILY_ACTIVATIONS
    assert "deleted_at IS NULL" in queries.WEEKLY_ACTIVATIONS
