import pandas as pd

TEST_DOMAINS = ("@example.com", "@kestrel-internal.io")


def normalize_emails(orders: pd.DataFrame) -> pd.DataFrame:
    out = orders.copy()
    out["email"] = out["email"].str.strip().str.lower()
    return out


def drop_test_accounts(orders: pd.DataFrame) -> pd.DataFrame:
    """Orders placed by staff/test accounts don't count."""
    is_test = orders["email"].str.endswith(TEST_DOMAINS)
    return orders.loc[~is_test]
