from rest_framework import serializers

from chat.models import Conversation, Message
from chat.services import unread_count


class MessageSerializer(serializers.ModelSerializer):
    author_id = serializers.IntegerField(read_only=True)
    read_by = serializers.SerializerMethodField()

    class Meta:
        model = Message
        fields = ["id", "author_id", "body", "created_at", "edited_at", "read_by"]

    def get_read_by(self, message):
        return self.context.get("read_by", {}).get(message.pk, [])


class ConversationListSerializer(serializers.ModelSerializer):
    unread = serializers.SerializerMethodField()

    class Meta:
        model = Conversation
        fields = ["id", "title", "is_group", "last_message_at", "unread"]

    def get_unread(self, conversation):
        membership = self.context["memberships"].get(conversation.pk)
        return unread_count(membership) if membership else 0
