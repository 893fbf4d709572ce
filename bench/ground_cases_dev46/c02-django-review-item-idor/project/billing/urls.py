from django.urls import path

from . import views

urlpatterns = [
    path("invoices/", views.InvoiceListView.as_view()),
    path("invoices/<int:pk>/", views.InvoiceDetailView.as_view()),
    path("reports/revenue/", views.revenue_report),
    path("health/", views.health),
]
