"""Email yesterday's order numbers to ops. Run nightly by the digest CronJob."""
from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.core.management.base import BaseCommand, CommandError
from django.template.loader import render_to_string

from orders.reports import build_digest


class Command(BaseCommand):
    help = "Send the daily order digest to DIGEST_RECIPIENTS."

    def add_arguments(self, parser):
        parser.add_argument("--dry-run", action="store_true", help="print the email instead of sending it")

    def handle(self, *args, dry_run=False, **options):
        if not settings.DIGEST_RECIPIENTS and not dry_run:
            raise CommandError("DIGEST_RECIPIENTS is empty")
        digest = build_digest()
        context = {"digest": digest}
        text = render_to_string("orders/digest.txt", context)
        html = render_to_string("orders/digest.html", context)
        subject = f"Daily order digest - {digest.day:%a %b %d, %Y}"
        if dry_run:
            self.stdout.write(subject)
            self.stdout.write(text)
            return
        message = EmailMultiAlternatives(
            subject=subject,
            body=text,
            from_email=settings.DEFAULT_FROM_EMAIL,
            to=settings.DIGEST_RECIPIENTS,
        )
        message.attach_alternative(html, "text/html")
        message.send()
        self.stdout.write(self.style.SUCCESS(f"digest for {digest.day} sent to {len(settings.DIGEST_RECIPIENTS)}"))
