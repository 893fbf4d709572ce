from django.conf import settings
from django.contrib.postgres.search import SearchQuery, SearchRank
from django.core.paginator import EmptyPage, Paginator
from django.db.models import F
from django.http import Http404, JsonResponse
from django.views.decorators.http import require_GET

from catalog.models import Product


def _clean_query(raw: str) -> str:
    q = " ".join(raw.split())
    return q[: settings.SEARCH_MAX_QUERY_LENGTH]


@require_GET
def search_products(request):
    q = _clean_query(request.GET.get("q", ""))
    if not q:
        return JsonResponse({"query": "", "results": []})
    query = SearchQuery(q, config=settings.SEARCH_CONFIG, search_type="websearch")
    products = (
        Product.objects.select_related("brand")
        .filter(search_vector=query)
        .annotate(rank=SearchRank(F("search_vector"), query))
        .order_by("-rank")
    )
    paginator = Paginator(products, settings.SEARCH_PAGE_SIZE)
    try:
        page = paginator.page(request.GET.get("page", 1))
    except EmptyPage:
        page = paginator.page(paginator.num_pages)
    return JsonResponse({
        "query": q,
        "page": page.number,
        "pages": paginator.num_pages,
        "total": paginator.count,
        "results": [p.as_card() for p in page.object_list],
    })


@require_GET
def product_detail(request, pk: int):
    try:
        product = Product.objects.select_related("brand").get(pk=pk)
    except Product.DoesNotExist:
        raise Http404("no such product")
    data = product.as_card()
    data["description"] = product.description
    return JsonResponse(data)
