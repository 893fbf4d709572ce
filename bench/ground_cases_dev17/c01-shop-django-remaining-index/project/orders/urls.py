from django.urls import path
from rest_framework.routers import DefaultRouter

from orders.views import DailyReportView, OrderViewSet, TopCustomersView

router = DefaultRouter()
router.register("orders", OrderViewSet, basename="order")

urlpatterns = router.urls + [
    path("reports/daily/", DailyReportView.as_view(), name="report-daily"),
    path("reports/top-customers/", TopCustomersView.as_view(), name="report-top-customers"),
]
