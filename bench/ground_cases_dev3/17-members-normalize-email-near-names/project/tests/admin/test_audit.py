from members.admin.audit import audit_rows


def test_audit_rows_drops_none():
    assert audit_rows([1, None, 2]) == [1, 2]
