from django.urls import include, path

urlpatterns = [
    path("admin-api/", include("orders.urls")),
]
