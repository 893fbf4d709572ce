from django.core.management.base import BaseCommand

from orders.digest import send_daily_digest


class Command(BaseCommand):
    help = "Send yesterday's order digest to DIGEST_RECIPIENTS (cron: 07:00 every day)."

    def handle(self, *args, **options):
        digest = send_daily_digest()
        self.stdout.write(
            self.style.SUCCESS(f"digest for {digest.day}: {digest.orders} orders, ${digest.revenue}")
        )
