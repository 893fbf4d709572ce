from django.urls import path
from rest_framework.routers import DefaultRouter

from .views import OrderExportView, OrderViewSet

router = DefaultRouter()
router.register("orders", OrderViewSet, basename="order")

urlpatterns = [
    path("orders/export/", OrderExportView.as_view(), name="order-export"),
] + router.urls
