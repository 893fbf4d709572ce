from django.urls import path

from . import views

urlpatterns = [
    path("<int:pk>/coupon/", views.apply_coupon_view, name="order-apply-coupon"),
    path("export.csv", views.export_orders_csv, name="orders-export-csv"),
]
