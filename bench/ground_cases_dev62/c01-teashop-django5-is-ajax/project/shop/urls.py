from django.contrib import admin
from django.urls import include, path, re_path

from catalog import views

urlpatterns = [
    path("admin/", admin.site.urls),
    path("", views.product_list, name="product_list"),
    path("p/<slug:slug>/", views.product_detail, name="product_detail"),
    path("cart/add/<int:product_id>/", views.add_to_cart, name="add_to_cart"),
    path("cart/", views.cart_view, name="cart"),
    path("api/", include("catalog.api_urls")),
]
