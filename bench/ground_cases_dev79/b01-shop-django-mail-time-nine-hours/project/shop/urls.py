from django.conf.urls.i18n import i18n_patterns
from django.urls import path

from orders import views

urlpatterns = i18n_patterns(
    path("cart/", views.cart, name="cart"),
    path("orders/<int:order_id>/", views.order_detail, name="order-detail"),
    path("orders/<int:order_id>/confirm/", views.confirm, name="order-confirm"),
)
