from django.urls import re_path

from . import views

app_name = "orders"

urlpatterns = [
    re_path(r"^$", views.order_list, name="list"),
    re_path(r"^(?P<pk>\d+)/$", views.order_detail, name="detail"),
    re_path(r"^(?P<pk>\d+)/cancel/$", views.cancel_order, name="cancel"),
    re_path(r"^export/(?P<year>[0-9]{4})/$", views.export_year, name="export"),
]
