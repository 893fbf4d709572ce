from rest_framework import serializers

from articles.models import Article, Tag


class TagSerializer(serializers.ModelSerializer):
    class Meta:
        model = Tag
        fields = ["name", "slug"]


class ArticleListSerializer(serializers.ModelSerializer):
    author_name = serializers.SerializerMethodField()
    tags = TagSerializer(many=True, read_only=True)
    excerpt = serializers.SerializerMethodField()

    class Meta:
        model = Article
        fields = ["id", "title", "slug", "author_name", "tags", "excerpt", "published_at"]

    def get_author_name(self, obj):
        profile = getattr(obj.author, "profile", None)
        return profile.display_name if profile else obj.author.username

    def get_excerpt(self, obj):
        text = obj.body.strip()
        return text[:140] + ("…" if len(text) > 140 else "")


class ArticleDetailSerializer(ArticleListSerializer):
    class Meta(ArticleListSerializer.Meta):
        fields = ArticleListSerializer.Meta.fields + ["body", "updated_at"]
