import pytest
from django.contrib.auth.models import User
from django.utils import timezone

from articles.models import Article, Profile, Tag


@pytest.fixture
def published(db):
    author = User.objects.create(username="wang")
    Profile.objects.create(user=author, display_name="老王")
    tag = Tag.objects.create(name="Django", slug="django")
    items = []
    for i in range(5):
        a = Article.objects.create(title=f"t{i}", slug=f"t{i}", body="x" * 200, status=Article.PUBLISHED,
                                   author=author, published_at=timezone.now())
        a.tags.add(tag)
        items.append(a)
    return items


def test_list_only_published(client, published):
    Article.objects.create(title="d", slug="d", body="", author=published[0].author)
    resp = client.get("/api/articles/")
    assert resp.status_code == 200
    assert resp.json()["count"] == 5


def test_list_filter_by_tag(client, published):
    resp = client.get("/api/articles/?tag=django")
    assert resp.json()["count"] == 5


def test_author_name_uses_profile(client, published):
    resp = client.get("/api/articles/")
    assert resp.json()["results"][0]["author_name"] == "老王"
