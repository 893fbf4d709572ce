from django.urls import path

from . import views

app_name = "exports"

urlpatterns = [
    path("orders.csv", views.export_orders, name="orders"),
]
