import logging

from celery import shared_task

from articles.models import Article
from articles.search import SearchClient

log = logging.getLogger(__name__)


BATCH_SIZE = 1000


@shared_task
def rebuild_search_index():
    client = SearchClient()
    client.reset("articles")
    count = 0
    batch = []
    articles = (Article.objects.filter(status=Article.PUBLISHED)
                .only("pk", "title", "body", "published_at")
                .iterator(chunk_size=2000))
    for article in articles:
        batch.append({
            "id": article.pk,
            "title": article.title,
            "body": article.body,
            "published_at": article.published_at.isoformat() if article.published_at else None,
        })
        if len(batch) >= BATCH_SIZE:
            client.index_many("articles", batch)
            count += len(batch)
            batch = []
    client.index_many("articles", batch)
    count += len(batch)
    log.info("search index rebuilt: %d articles", count)
    return count
