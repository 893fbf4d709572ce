from rest_framework.generics import ListAPIView
from rest_framework.pagination import PageNumberPagination

from catalog.search import search_products
from catalog.serializers import ProductListSerializer


class SearchPagination(PageNumberPagination):
    page_size = 24
    max_page_size = 60
    page_size_query_param = "page_size"


class ProductSearchView(ListAPIView):
    serializer_class = ProductListSerializer
    pagination_class = SearchPagination

    def get_queryset(self):
        q = self.request.query_params.get("q", "")
        brand = self.request.query_params.get("brand")
        return search_products(q, brand=brand)
