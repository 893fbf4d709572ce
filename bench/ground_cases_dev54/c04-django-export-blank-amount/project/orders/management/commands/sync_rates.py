"""Nightly: fetch yesterday's CNY central parity rates (cron 06:10, Mon-Fri).

The bank publishes no rates on weekends and public holidays, so those dates have no rows.
"""
import datetime
from decimal import Decimal

import requests
from django.conf import settings
from django.core.management.base import BaseCommand

from orders.models import ExchangeRate

CURRENCIES = ("USD", "EUR", "JPY", "HKD", "GBP")


class Command(BaseCommand):
    help = "Fetch CNY exchange rates for a day (default: yesterday)"

    def add_arguments(self, parser):
        parser.add_argument("--date", help="YYYY-MM-DD")

    def handle(self, *args, **opts):
        day = (datetime.date.fromisoformat(opts["date"]) if opts["date"]
               else datetime.date.today() - datetime.timedelta(days=1))
        resp = requests.get(settings.FX_API_URL, params={"date": day.isoformat()}, timeout=30)
        resp.raise_for_status()
        rates = resp.json().get("rates", {})
        saved = 0
        for code in CURRENCIES:
            if code in rates:
                ExchangeRate.objects.update_or_create(
                    date=day, currency=code, defaults={"rate": Decimal(str(rates[code]))})
                saved += 1
        self.stdout.write(f"{day}: saved {saved} rates")
