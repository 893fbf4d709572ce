from django.urls import include, path

from core import views

urlpatterns = [
    path("healthz", views.healthz),
    path("readyz", views.readyz),
    path("api/billing/", include("billing.urls")),
]
