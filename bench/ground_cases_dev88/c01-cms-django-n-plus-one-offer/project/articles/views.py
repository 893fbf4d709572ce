from rest_framework import viewsets
from rest_framework.permissions import IsAuthenticatedOrReadOnly

from articles.models import Article
from articles.serializers import ArticleDetailSerializer, ArticleListSerializer


class ArticleViewSet(viewsets.ModelViewSet):
    permission_classes = [IsAuthenticatedOrReadOnly]
    lookup_field = "slug"

    def get_queryset(self):
        qs = Article.objects.prefetch_related("tags")
        if self.action == "list":
            qs = qs.filter(status=Article.PUBLISHED)
            tag = self.request.query_params.get("tag")
            if tag:
                qs = qs.filter(tags__slug=tag)
        return qs

    def get_serializer_class(self):
        if self.action == "list":
            return ArticleListSerializer
        return ArticleDetailSerializer

    def perform_create(self, serializer):
        serializer.save(author=self.request.user)
