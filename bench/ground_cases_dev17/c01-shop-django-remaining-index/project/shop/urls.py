from django.urls import include, path

urlpatterns = [
    path("api/", include("orders.urls")),
    path("silk/", include("silk.urls", namespace="silk")),
]
