from django.core.management.base import BaseCommand

from billing.services import renewals_due, send_renewal_reminder


class Command(BaseCommand):
    help = "Email users whose subscription renews (or whose trial ends) in 7 days."

    def add_arguments(self, parser):
        parser.add_argument("--dry-run", action="store_true", help="list recipients without sending")
        parser.add_argument("--days", type=int, default=7)

    def handle(self, *args, dry_run=False, days=7, **options):
        subs = list(renewals_due(days=days))
        for sub in subs:
            if dry_run:
                self.stdout.write(f"would mail {sub.user.email} ({sub.plan.code}, {sub.status})")
            else:
                send_renewal_reminder(sub)
        verb = "would send" if dry_run else "sent"
        self.stdout.write(self.style.SUCCESS(f"{verb} {len(subs)} reminder(s)"))
