from django.db import connection
from django.http import HttpRequest, JsonResponse
from django.urls import path

from bookings import views


def healthz(request: HttpRequest) -> JsonResponse:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
    except Exception:  # noqa: BLE001 - report any database failure as unhealthy
        return JsonResponse({"ok": False}, status=503)
    return JsonResponse({"ok": True})


urlpatterns = [
    path("healthz", healthz),
    path(
        "api/practitioners/<int:practitioner_id>/availability",
        views.availability,
        name="availability",
    ),
    path(
        "api/practitioners/<int:practitioner_id>/appointments",
        views.book,
        name="book",
    ),
    path(
        "api/appointments/<int:appointment_id>",
        views.appointment_detail,
        name="appointment-detail",
    ),
]
