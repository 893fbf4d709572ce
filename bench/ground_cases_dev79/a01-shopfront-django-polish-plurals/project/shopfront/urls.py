from django.conf.urls.i18n import i18n_patterns
from django.urls import include, path

urlpatterns = i18n_patterns(
    path("cart/", include("cart.urls")),
    path("orders/", include("orders.urls")),
)
