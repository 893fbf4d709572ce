from billing.tokens import issue_portal_token, portal_url, read_portal_token


def test_roundtrip():
    token = issue_portal_token(42)
    claims = read_portal_token(token)
    assert claims["sub"] == "42"
    assert claims["scope"] == "invoices:read"


def test_portal_url():
    url = portal_url("https://billing.example.jp/", 7)
    assert url.startswith("https://billing.example.jp/portal?t=")


def test_custom_scope():
    token = issue_portal_token(1, scope="invoices:pay")
    assert read_portal_token(token)["scope"] == "invoices:pay"


def test_different_accounts_differ():
    assert issue_portal_token(1) != issue_portal_token(2)


def test_token_is_str():
    assert isinstance(issue_portal_token(3), str)


def test_url_has_no_double_slash():
    assert "//portal" not in portal_url("https://billing.example.jp/", 9)
