from django.conf.urls import url

from . import views

urlpatterns = [
    url(r"^$", views.request_list, name="request_list"),
    url(r"^(?P<pk>\d+)/$", views.request_detail, name="request_detail"),
    url(r"^(?P<pk>\d+)/submit/$", views.request_submit, name="request_submit"),
]
