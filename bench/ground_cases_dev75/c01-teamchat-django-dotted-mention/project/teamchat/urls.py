from django.urls import path

from chat import views

urlpatterns = [
    path("api/channels/", views.channel_list, name="channel-list"),
    path("api/channels/<int:channel_id>/messages/", views.post_message, name="post-message"),
    path("api/channels/<int:channel_id>/read/", views.read_channel, name="read-channel"),
]
