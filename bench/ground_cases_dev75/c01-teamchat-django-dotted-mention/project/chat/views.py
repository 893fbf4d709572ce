import json

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_GET, require_POST

from chat import services
from chat.models import Channel, Membership


@login_required
@require_GET
def channel_list(request):
    return JsonResponse({"channels": services.channel_badges(request.user)})


@login_required
@require_POST
def post_message(request, channel_id):
    channel = get_object_or_404(Channel, pk=channel_id)
    get_object_or_404(Membership, channel=channel, user=request.user)
    body = json.loads(request.body or b"{}").get("body", "").strip()
    if not body:
        return JsonResponse({"error": "empty message"}, status=400)
    msg = services.post(channel, request.user, body)
    return JsonResponse({"id": msg.id, "created_at": msg.created_at.isoformat()}, status=201)


@login_required
@require_POST
def read_channel(request, channel_id):
    membership = get_object_or_404(Membership, channel_id=channel_id, user=request.user)
    services.mark_read(membership)
    return JsonResponse({"unread": services.unread_count(membership)})
