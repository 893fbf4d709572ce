import csv
import io

from billing.exports import subscriptions_csv
from billing.models import Subscription


def test_csv_header_matches_finance_template(db):
    rows = list(csv.reader(io.StringIO(subscriptions_csv())))
    assert rows[0] == ["id", "email", "plan", "amount_eur", "renews_on"]


def test_csv_skips_trials(make_sub):
    make_sub(status=Subscription.ACTIVE)
    make_sub(status=Subscription.TRIALING)
    rows = list(csv.reader(io.StringIO(subscriptions_csv())))
    assert len(rows) == 2
