from django.urls import include, path

urlpatterns = [
    path("api/", include("api.urls")),
    path("exports/", include("exports.urls")),
]
