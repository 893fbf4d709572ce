from django.urls import path

from exports.views import export_orders

urlpatterns = [
    path("orders.csv", export_orders, name="export-orders"),
]
