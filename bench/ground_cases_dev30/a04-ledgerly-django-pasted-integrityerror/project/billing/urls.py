from django.urls import path

from billing import export, views

app_name = "billing"

urlpatterns = [
    path("invoices/", views.invoice_list, name="invoice_list"),
    path("invoices/new/", views.invoice_new, name="invoice_new"),
    path("invoices/export/", export.invoice_export, name="invoice_export"),
    path("invoices/<int:pk>/", views.invoice_detail, name="invoice_detail"),
]
