from django.contrib import admin
from django.urls import path

from reservations import views, webhooks

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/slots/", views.SlotListView.as_view()),
    path("api/reservations/", views.ReservationCreateView.as_view()),
    path("api/reservations/<int:pk>/", views.ReservationDetailView.as_view()),
    path("webhooks/stripe/", webhooks.stripe_webhook),
]
