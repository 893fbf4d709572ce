from celery import shared_task
from django.core.mail import send_mail
from django.template.loader import render_to_string

from notes.models import Note


@shared_task(bind=True, max_retries=3, default_retry_delay=60)
def send_share_email(self, note_id: int, to: str) -> None:
    note = Note.objects.get(pk=note_id)
    body = render_to_string("notes/share_email.txt", {"note": note})
    try:
        send_mail(f"{note.owner} shared a note with you", body, None, [to])
    except OSError as exc:
        raise self.retry(exc=exc)


@shared_task
def send_digest(user_id: int) -> int:
    notes = Note.objects.filter(owner_id=user_id, archived=False).order_by("-updated_at")[:10]
    if not notes:
        return 0
    body = render_to_string("notes/digest.txt", {"notes": notes})
    send_mail("Your weekly notes", body, None, [notes[0].owner.email])
    return len(notes)


@shared_task
def purge_archived(days: int = 90) -> int:
    from datetime import timedelta

    from django.utils import timezone

    cutoff = timezone.now() - timedelta(days=days)
    deleted, _ = Note.objects.filter(archived=True, updated_at__lt=cutoff).delete()
    return deleted
