from django.urls import path

from billing import views, webhooks

urlpatterns = [
    path("portal/", views.portal_session, name="billing-portal"),
    path("admin/users/<int:user_id>/plan/", views.admin_change_plan, name="billing-admin-change-plan"),
    path("webhooks/stripe/", webhooks.stripe_webhook, name="stripe-webhook"),
]
