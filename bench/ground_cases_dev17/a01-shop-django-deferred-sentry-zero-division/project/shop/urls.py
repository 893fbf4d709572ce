from django.contrib import admin
from django.urls import include, path
from rest_framework.routers import DefaultRouter

from customers.views import CustomerViewSet
from orders.views import OrderStatsView, OrderViewSet

router = DefaultRouter()
router.register("orders", OrderViewSet, basename="order")
router.register("customers", CustomerViewSet, basename="customer")

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/orders/stats/", OrderStatsView.as_view(), name="order-stats"),
    path("api/", include(router.urls)),
]
