from django.core.management.base import BaseCommand

from bookings.tasks import release_unconfirmed_holds


class Command(BaseCommand):
    help = "Release held bookings whose hold has expired (what the beat job does every 5 minutes)."

    def add_arguments(self, parser):
        parser.add_argument("--dry-run", action="store_true", help="only log what would be released")

    def handle(self, *args, **options):
        count = release_unconfirmed_holds(dry_run=options["dry_run"])
        verb = "would release" if options["dry_run"] else "released"
        self.stdout.write(self.style.SUCCESS(f"{verb} {count} hold(s)"))
