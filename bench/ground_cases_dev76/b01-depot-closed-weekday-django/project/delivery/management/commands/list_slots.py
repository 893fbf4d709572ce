from datetime import timedelta

from django.core.management.base import BaseCommand, CommandError

from delivery.models import Depot
from delivery.slots import depot_now, slots_for_date


class Command(BaseCommand):
    help = "デポのスロット空き状況を表示する"

    def add_arguments(self, parser):
        parser.add_argument("depot_code")
        parser.add_argument("--days", type=int, default=3)

    def handle(self, *args, **options):
        try:
            depot = Depot.objects.get(code=options["depot_code"])
        except Depot.DoesNotExist:
            raise CommandError(f"depot not found: {options['depot_code']}")
        today = depot_now(depot).date()
        for offset in range(options["days"]):
            day = today + timedelta(days=offset)
            self.stdout.write(f"== {day:%Y-%m-%d (%a)} ==")
            for option in slots_for_date(depot, day):
                self.stdout.write(
                    f"  {option.label:<6} remaining={option.remaining}"
                )
