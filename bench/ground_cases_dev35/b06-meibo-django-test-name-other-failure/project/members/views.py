from django.contrib.admin.views.decorators import staff_member_required
from django.http import HttpResponse
from django.utils import timezone

from members.exports import export_filename, export_members_csv
from members.models import Member


@staff_member_required
def members_csv(request):
    members = Member.objects.filter(active=True)
    body = export_members_csv(members)
    response = HttpResponse(body, content_type="text/csv; charset=utf-8")
    filename = export_filename(timezone.localdate())
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response
