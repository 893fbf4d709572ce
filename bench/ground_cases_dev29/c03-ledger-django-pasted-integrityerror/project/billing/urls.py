from django.urls import path

from billing import views

urlpatterns = [
    path("invoices/", views.create_invoice, name="invoice-create"),
    path("invoices/<int:pk>/void/", views.void, name="invoice-void"),
]
