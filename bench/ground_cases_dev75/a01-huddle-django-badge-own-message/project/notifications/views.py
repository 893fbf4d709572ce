from rest_framework import generics, permissions

from notifications.models import NotificationPreference
from notifications.serializers import PreferenceSerializer


class PreferenceView(generics.RetrieveUpdateAPIView):
    serializer_class = PreferenceSerializer
    permission_classes = [permissions.IsAuthenticated]

    def get_object(self):
        prefs, _ = NotificationPreference.objects.get_or_create(user=self.request.user)
        return prefs
