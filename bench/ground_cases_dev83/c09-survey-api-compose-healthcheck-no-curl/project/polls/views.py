import json

from django.db import connection
from django.db.models import F
from django.http import HttpResponseNotAllowed, JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.csrf import csrf_exempt

from polls.models import Choice, Poll


def healthz(request):
    with connection.cursor() as cur:
        cur.execute("select 1")
    return JsonResponse({"ok": True})


def poll_detail(request, poll_id):
    poll = get_object_or_404(Poll, pk=poll_id)
    return JsonResponse({
        "id": poll.id,
        "title": poll.title,
        "closed": poll.closed,
        "choices": [{"id": c.id, "text": c.text, "votes": c.votes} for c in poll.choices.all()],
    })


@csrf_exempt
def vote(request, poll_id):
    if request.method != "POST":
        return HttpResponseNotAllowed(["POST"])
    poll = get_object_or_404(Poll, pk=poll_id, closed=False)
    body = json.loads(request.body or b"{}")
    updated = Choice.objects.filter(poll=poll, pk=body.get("choice_id")).update(votes=F("votes") + 1)
    if not updated:
        return JsonResponse({"error": "unknown choice"}, status=400)
    return JsonResponse({"ok": True})
