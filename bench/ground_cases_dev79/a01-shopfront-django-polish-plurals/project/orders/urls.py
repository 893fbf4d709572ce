from django.urls import path

from orders import views

urlpatterns = [
    path("<int:pk>/", views.order_detail, name="order-detail"),
]
