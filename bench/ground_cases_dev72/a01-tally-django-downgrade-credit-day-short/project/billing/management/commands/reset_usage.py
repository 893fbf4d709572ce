from django.core.management.base import BaseCommand
from django.db import transaction
from django.utils import timezone

from workspaces.models import UsageCounter


class Command(BaseCommand):
    help = "Reset monthly usage counters (run from cron on the 1st; months are UTC, not workspace local time)."

    def add_arguments(self, parser):
        parser.add_argument("--dry-run", action="store_true")

    def handle(self, *args, dry_run=False, **options):
        now = timezone.now()
        month = now.date().replace(day=1)
        stale = UsageCounter.objects.filter(month__lt=month)
        self.stdout.write(f"{stale.count()} counters older than {month:%Y-%m}")
        if dry_run:
            return
        with transaction.atomic():
            for counter in stale.select_for_update():
                UsageCounter.objects.get_or_create(workspace=counter.workspace, metric=counter.metric, month=month)
            stale.update(archived=True)
        self.stdout.write(self.style.SUCCESS("usage reset done"))
