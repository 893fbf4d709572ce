from django.urls import path

from exports import views

urlpatterns = [
    path("orders/<slug:shop_code>.csv", views.export_orders_csv, name="export-orders"),
]
