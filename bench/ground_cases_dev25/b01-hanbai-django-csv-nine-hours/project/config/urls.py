from django.contrib import admin
from django.urls import path

from orders.views import OrderExportView

urlpatterns = [
    path("admin/", admin.site.urls),
    path("orders/export.csv", OrderExportView.as_view(), name="orders-export"),
]
