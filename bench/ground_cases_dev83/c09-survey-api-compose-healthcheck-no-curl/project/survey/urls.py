from django.urls import include, path

from polls.views import healthz

urlpatterns = [
    path("healthz", healthz),
    path("api/polls/", include("polls.urls")),
]
