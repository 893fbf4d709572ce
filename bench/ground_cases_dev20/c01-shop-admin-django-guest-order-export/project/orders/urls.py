from django.urls import path

from . import views

app_name = "orders"

urlpatterns = [
    path("", views.order_list, name="list"),
    path("export.csv", views.export_orders_csv, name="export_csv"),
    path("stats/", views.order_stats, name="stats"),
    path("<str:number>/", views.order_detail, name="detail"),
]
