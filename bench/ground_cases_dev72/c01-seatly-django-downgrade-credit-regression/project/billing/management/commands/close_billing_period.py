from datetime import timedelta

from django.core.management.base import BaseCommand
from django.utils import timezone

from billing.models import Subscription


class Command(BaseCommand):
    help = "Roll subscriptions whose period ended into the next period"

    def handle(self, *args, **options):
        today = timezone.localdate()
        due = Subscription.objects.filter(status="active", current_period_end__lte=today)
        rolled = 0
        for sub in due.select_related("plan"):
            length = sub.current_period_end - sub.current_period_start
            sub.current_period_start = sub.current_period_end
            sub.current_period_end = sub.current_period_end + length
            sub.save(update_fields=["current_period_start", "current_period_end"])
            rolled += 1
        self.stdout.write(self.style.SUCCESS(f"rolled {rolled} subscription(s)"))
