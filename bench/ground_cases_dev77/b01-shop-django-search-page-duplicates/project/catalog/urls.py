from django.urls import path

from . import views

app_name = "catalog"
urlpatterns = [
    path("products/", views.product_list, name="list"),
    path("search/", views.search, name="search"),
]
