from django.urls import path

from shop import views

urlpatterns = [
    path("cart/", views.cart_detail, name="cart"),
    path("cart/add/<str:sku>/", views.add_to_cart, name="add-to-cart"),
    path("cart/<int:cart_id>/reorder/", views.reorder, name="reorder"),
    path("cart/<int:cart_id>/checkout/", views.checkout, name="checkout"),
]
