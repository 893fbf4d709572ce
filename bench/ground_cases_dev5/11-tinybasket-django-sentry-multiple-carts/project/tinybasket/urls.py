from django.contrib import admin
from django.urls import include, path

from shop.api.views import cart_json

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/cart/", cart_json, name="api-cart"),
    path("", include("shop.urls")),
]
