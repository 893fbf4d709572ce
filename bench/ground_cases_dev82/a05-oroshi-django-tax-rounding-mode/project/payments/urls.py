from django.urls import path

from payments.payjp_webhook import payjp_webhook

urlpatterns = [
    path("webhooks/payjp", payjp_webhook, name="payjp-webhook"),
]
