from django.contrib import admin
from django.urls import path

from orders import views as order_views
from products import views as product_views

urlpatterns = [
    path("admin/", admin.site.urls),
    path("staff/orders/", order_views.order_list, name="order-list"),
    path("staff/orders/export.csv", order_views.export_orders_csv, name="order-export"),
    path("staff/products/export.csv", product_views.export_products_csv, name="product-export"),
]
