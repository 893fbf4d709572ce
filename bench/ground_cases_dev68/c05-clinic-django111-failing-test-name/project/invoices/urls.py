from django.conf.urls import url

from invoices import views

urlpatterns = [
    url(r"^(?P<pk>\d+)/pdf/$", views.invoice_pdf, name="invoice_pdf"),
    url(r"^(?P<pk>\d+)/$", views.invoice_detail, name="invoice_detail"),
]
