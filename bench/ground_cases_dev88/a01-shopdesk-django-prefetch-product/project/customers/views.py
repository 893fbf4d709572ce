from rest_framework import viewsets, permissions
from rest_framework.pagination import PageNumberPagination

from customers.models import Customer
from customers.serializers import CustomerSerializer


class CustomerPagination(PageNumberPagination):
    page_size = 100
    page_size_query_param = "page_size"
    max_page_size = 200


class CustomerViewSet(viewsets.ModelViewSet):
    serializer_class = CustomerSerializer
    pagination_class = CustomerPagination
    permission_classes = [permissions.IsAuthenticated]
    search_fields = ["full_name", "email"]

    def get_queryset(self):
        return Customer.objects.filter(shop=self.request.user.shop).order_by("full_name")

    def perform_create(self, serializer):
        serializer.save(shop=self.request.user.shop)
