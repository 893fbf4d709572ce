from django.urls import include, path

urlpatterns = [
    path("api/chat/", include("chat.urls")),
    path("api/notifications/", include("notifications.urls")),
]
