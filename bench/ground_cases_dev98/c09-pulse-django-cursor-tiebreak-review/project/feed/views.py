from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from .models import Activity, Follow
from .pagination import InvalidCursor, paginate


class ActivitySerializer(serializers.ModelSerializer):
    actor = serializers.CharField(source="actor.username")

    class Meta:
        model = Activity
        fields = ["id", "actor", "verb", "target_type", "target_id", "summary", "created_at"]


def feed_queryset(user):
    """Activities of the people the user follows, plus their own."""
    followee_ids = list(Follow.objects.filter(follower=user).values_list("followee_id", flat=True))
    return Activity.objects.filter(actor_id__in=[*followee_ids, user.id]).select_related("actor")


class FeedView(APIView):
    def get(self, request):
        size = int(request.query_params.get("size", 20))
        try:
            page = paginate(feed_queryset(request.user), request.query_params.get("cursor"), size)
        except InvalidCursor:
            return Response({"detail": "invalid cursor"}, status=400)
        return Response({
            "results": ActivitySerializer(page.items, many=True).data,
            "next_cursor": page.next_cursor,
        })


class ActivityDetailView(APIView):
    def get(self, request, pk: int):
        activity = feed_queryset(request.user).filter(pk=pk).first()
        if activity is None:
            return Response(status=404)
        return Response(ActivitySerializer(activity).data)
