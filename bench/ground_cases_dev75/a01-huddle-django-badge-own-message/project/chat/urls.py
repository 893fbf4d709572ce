from django.urls import path

from chat import views

urlpatterns = [
    path("conversations/", views.ConversationListView.as_view()),
    path("conversations/<int:pk>/messages/", views.ConversationMessagesView.as_view()),
    path("badge/", views.UnreadBadgeView.as_view()),
]
