from django.urls import path

from catalog import views

urlpatterns = [
    path("products/search", views.search_products, name="product-search"),
    path("products/<int:pk>", views.product_detail, name="product-detail"),
]
