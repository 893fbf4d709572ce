from django.urls import path

from reports import views

urlpatterns = [
    path("revenue/", views.RevenueReportView.as_view(), name="revenue-report"),
    path("revenue/daily/", views.DailyRevenueView.as_view(), name="revenue-daily"),
]
