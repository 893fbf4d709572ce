from django.conf.urls import url

from members import views

urlpatterns = [
    url(r"^$", views.member_list, name="member_list"),
    url(r"^(?P<pk>\d+)/$", views.member_detail, name="member_detail"),
]
