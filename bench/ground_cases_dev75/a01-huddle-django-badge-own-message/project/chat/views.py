from django.shortcuts import get_object_or_404
from rest_framework import generics, permissions
from rest_framework.pagination import CursorPagination
from rest_framework.response import Response
from rest_framework.views import APIView

from chat.models import Conversation, Membership
from chat.serializers import ConversationListSerializer, MessageSerializer
from chat.services import mark_read, post_message, read_by_map, unread_total


class ConversationListView(generics.ListAPIView):
    serializer_class = ConversationListSerializer
    permission_classes = [permissions.IsAuthenticated]

    def get_queryset(self):
        return Conversation.objects.filter(memberships__user=self.request.user).order_by("-last_message_at")

    def get_serializer_context(self):
        ctx = super().get_serializer_context()
        ctx["memberships"] = {m.conversation_id: m for m in Membership.objects.filter(user=self.request.user)}
        return ctx


class ThreadPagination(CursorPagination):
    page_size = 50
    ordering = "-created_at"


class ConversationMessagesView(generics.ListCreateAPIView):
    serializer_class = MessageSerializer
    pagination_class = ThreadPagination
    permission_classes = [permissions.IsAuthenticated]

    def get_membership(self):
        return get_object_or_404(Membership, conversation_id=self.kwargs["pk"], user=self.request.user)

    def get_queryset(self):
        membership = self.get_membership()
        return membership.conversation.messages.filter(deleted_at__isnull=True)

    def list(self, request, *args, **kwargs):
        membership = self.get_membership()
        mark_read(membership)
        page = self.paginate_queryset(self.get_queryset())
        read_by = read_by_map(membership.conversation_id, page, exclude_user_id=request.user.id)
        serializer = self.get_serializer(page, many=True, context={**self.get_serializer_context(), "read_by": read_by})
        return self.get_paginated_response(serializer.data)

    def perform_create(self, serializer):
        membership = self.get_membership()
        msg = post_message(membership.conversation, self.request.user, serializer.validated_data["body"])
        serializer.instance = msg


class UnreadBadgeView(APIView):
    permission_classes = [permissions.IsAuthenticated]

    def get(self, request):
        return Response({"unread": unread_total(request.user)})
