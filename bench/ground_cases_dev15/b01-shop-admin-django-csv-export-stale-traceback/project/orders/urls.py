from django.urls import path

from . import views

app_name = "orders"

urlpatterns = [
    path("", views.order_list, name="list"),
    path("stats/", views.order_stats, name="stats"),
    path("export/", views.export_orders_csv, name="export"),
    path("<int:pk>/", views.order_detail, name="detail"),
]
