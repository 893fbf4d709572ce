from django.urls import path

from catalog import views

urlpatterns = [
    path("stock/<int:product_id>/", views.stock_level, name="stock_level"),
]
