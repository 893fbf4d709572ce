from django.conf import settings
from django.core.paginator import Paginator
from django.shortcuts import render

from .models import Product
from .search import search_products


def product_list(request):
    products = Product.objects.filter(is_public=True).select_related("brand").prefetch_related("tags")
    page = Paginator(products, settings.CATALOG_PAGE_SIZE).get_page(request.GET.get("page"))
    return render(request, "catalog/product_list.html", {"page": page, "q": ""})


def search(request):
    q = request.GET.get("q", "")
    brand = request.GET.get("brand") or None
    results = search_products(q, brand=brand).select_related("brand").prefetch_related("tags")
    page = Paginator(results, settings.CATALOG_PAGE_SIZE).get_page(request.GET.get("page"))
    return render(
        request,
        "catalog/product_list.html",
        {"page": page, "q": q, "brand": brand},
    )
