from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_POST

from billing.limits import LimitReached, check_can_add_member
from workspaces.models import Membership, Workspace


@require_POST
def invite_member(request, workspace_id):
    workspace = get_object_or_404(Workspace, pk=workspace_id, owner=request.user)
    try:
        check_can_add_member(workspace)
    except LimitReached as exc:
        return JsonResponse({"error": str(exc), "limit": exc.limit}, status=402)
    user_id = request.POST["user_id"]
    membership, _ = Membership.objects.update_or_create(
        workspace=workspace, user_id=user_id, defaults={"active": True}
    )
    return JsonResponse({"id": membership.id, "role": membership.role}, status=201)
