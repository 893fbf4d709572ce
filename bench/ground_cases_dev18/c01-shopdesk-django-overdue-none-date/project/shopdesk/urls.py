from django.contrib import admin
from django.urls import path

from orders import views

urlpatterns = [
    path("admin/", admin.site.urls),
    path("dashboard/revenue/", views.revenue_dashboard, name="revenue-dashboard"),
    path("dashboard/overdue/", views.overdue_dashboard, name="overdue-dashboard"),
    path("orders/import/", views.import_csv, name="orders-import"),
]
