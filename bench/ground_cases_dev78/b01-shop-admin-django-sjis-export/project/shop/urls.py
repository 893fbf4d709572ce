from django.urls import include, path

urlpatterns = [
    path("exports/", include("exports.urls")),
]
