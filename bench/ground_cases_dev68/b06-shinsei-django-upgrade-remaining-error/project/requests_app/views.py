from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.shortcuts import get_object_or_404, redirect, render

from .models import Request


@login_required
def request_list(request):
    qs = Request.objects.filter(applicant=request.user)
    status = request.GET.get("status")
    if status:
        qs = qs.filter(status=status)
    return render(request, "requests_app/list.html", {"requests": qs, "status": status})


def request_detail(request, pk):
    if not request.user.is_authenticated():
        return redirect("%s?next=%s" % ("/accounts/login/", request.path))
    req = get_object_or_404(Request, pk=pk)
    if not req.can_view(request.user):
        raise PermissionDenied
    return render(request, "requests_app/detail.html", {"req": req})


@login_required
def request_submit(request, pk):
    req = get_object_or_404(Request, pk=pk, applicant=request.user)
    if request.method == "POST" and req.status == "draft":
        req.status = "submitted"
        req.save(update_fields=["status"])
    return redirect("request_detail", pk=req.pk)
