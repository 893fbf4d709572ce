from django.urls import include, path

urlpatterns = [
    path("", include("catalog.urls")),
    path("__debug__/", include("debug_toolbar.urls")),
]
