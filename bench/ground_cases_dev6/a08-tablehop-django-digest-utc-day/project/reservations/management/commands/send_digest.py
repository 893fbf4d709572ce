from datetime import date

from django.conf import settings
from django.core.mail import send_mail
from django.core.management.base import BaseCommand
from django.template.loader import render_to_string
from django.utils import timezone

from reservations.models import Restaurant
from reservations.reports import build_digest


class Command(BaseCommand):
    help = "Email each restaurant manager the day's reservations (cron: 06:00 America/Los_Angeles)."

    def add_arguments(self, parser):
        parser.add_argument("--date", dest="day", type=date.fromisoformat, default=None)
        parser.add_argument("--restaurant", type=int, default=None)
        parser.add_argument("--dry-run", action="store_true")

    def handle(self, *args, **options):
        day = options["day"] or timezone.localdate()
        restaurants = Restaurant.objects.all()
        if options["restaurant"]:
            restaurants = restaurants.filter(pk=options["restaurant"])
        for r in restaurants:
            digest = build_digest(r, day)
            body = render_to_string("reservations/digest.txt", {"d": digest})
            if options["dry_run"]:
                self.stdout.write(body)
                continue
            send_mail(f"{r.name}: {digest.covers} covers on {day:%a %b %-d}", body,
                      settings.DEFAULT_FROM_EMAIL, [r.manager_email])
            self.stdout.write(f"sent digest to {r.manager_email} ({digest.parties} parties)")
