"""URL routes of pulse-api. WebSocket routes live in pulse/asgi.py."""
from django.http import JsonResponse
from django.urls import path

from feed.views import ActivityDetailView, FeedView


def healthz(request):
    return JsonResponse({"ok": True})


def not_found(request, exception=None):
    return JsonResponse({"detail": "not found"}, status=404)


def server_error(request):
    return JsonResponse({"detail": "server error"}, status=500)


urlpatterns = [
    path("healthz", healthz),
    path("feed/", FeedView.as_view(), name="feed"),
    path("feed/<int:pk>/", ActivityDetailView.as_view(), name="activity-detail"),
]

handler404 = not_found
handler500 = server_error

# kept here so the ops dashboard can list the public HTTP routes
PUBLIC_ROUTES = [str(p.pattern) for p in urlpatterns]
