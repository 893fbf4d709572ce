from django.contrib import admin
from django.urls import include, path

from billing.webhooks import stripe_webhook

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/", include("billing.urls")),
    path("webhooks/stripe/", stripe_webhook, name="stripe-webhook"),
]
