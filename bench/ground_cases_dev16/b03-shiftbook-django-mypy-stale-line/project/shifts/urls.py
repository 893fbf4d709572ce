from django.urls import path

from shifts import views

urlpatterns = [
    path("shifts/<int:shift_id>/assign", views.assign, name="shift-assign"),
    path("shifts/<int:shift_id>/swaps", views.create_swap, name="swap-create"),
    path("swaps/<int:swap_id>/approve", views.approve, name="swap-approve"),
]
