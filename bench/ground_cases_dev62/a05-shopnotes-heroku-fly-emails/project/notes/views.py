from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_POST

from notes.models import Note
from notes.tasks import send_share_email


@login_required
@require_POST
def share(request, pk):
    note = get_object_or_404(Note, pk=pk, owner=request.user)
    to = request.POST.get("email", "").strip()
    if "@" not in to:
        return JsonResponse({"error": "bad email"}, status=400)
    send_share_email.delay(note.pk, to)
    return JsonResponse({"queued": True})


@login_required
def index(request):
    notes = Note.objects.filter(owner=request.user, archived=False)
    return JsonResponse({"notes": [{"id": n.pk, "title": n.title} for n in notes]})


@login_required
@require_POST
def archive(request, pk):
    note = get_object_or_404(Note, pk=pk, owner=request.user)
    note.archived = True
    note.save(update_fields=["archived", "updated_at"])
    return JsonResponse({"archived": True})
