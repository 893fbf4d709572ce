from django.urls import path

from orders.views import OrderDetailView, OrderListView

urlpatterns = [
    path("api/orders/", OrderListView.as_view()),
    path("api/orders/<int:pk>/", OrderDetailView.as_view()),
]
