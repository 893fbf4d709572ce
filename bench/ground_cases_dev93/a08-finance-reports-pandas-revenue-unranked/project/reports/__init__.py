"""Finance reports run as Kubernetes CronJobs (see deploy/).

Each report is a module with a ``main(argv)`` entry point:

    python -m reports.weekly_revenue --help

Reports read from the analytics replica only (ANALYTICS_DSN); they never write
to the database. Output goes to stdout, where the CronJob wrapper mails it to
finance@ and archives it in the reports bucket.
"""

__all__ = ["db", "weeks", "weekly_revenue"]

__version__ = "0.7.2"

# Currency shown in the report header. All amounts are stored in cents of the
# order currency; the weekly report only covers USD orders (EU orders have
# their own report in the billing-eu repository).
REPORT_CURRENCY = "USD"

# Channels as stored in orders.channel, in the order the report lists them.
CHANNELS = ("web", "ios", "android", "sales")


def cents_to_dollars(cents: int) -> float:
    """Only for display; sums are always done in integer cents."""
    return cents / 100


def dollars(cents: int) -> str:
    """12345 -> '$123.45'."""
    return f"${cents / 100:,.2f}"
