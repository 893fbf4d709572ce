from django.urls import include, path

urlpatterns = [
    path("api/delivery/", include("delivery.urls")),
]
