from rest_framework.decorators import api_view, permission_classes
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response

from attendance.services import monthly_summary


@api_view(["GET"])
@permission_classes([IsAuthenticated])
def summary(request, year: int, month: int):
    return Response(monthly_summary(request.user, year, month))
