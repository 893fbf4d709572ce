from __future__ import annotations

from django.db import transaction
from django.shortcuts import get_object_or_404
from rest_framework import status
from rest_framework.decorators import api_view
from rest_framework.response import Response

from catalog.models import Product
from shipping.models import Order, OrderLine
from shipping.serializers import OrderInSerializer, OrderSerializer
from shipping.services import AllocationError, allocate_stock


@api_view(["POST"])
def create_order(request):
    payload = OrderInSerializer(data=request.data)
    payload.is_valid(raise_exception=True)
    data = payload.validated_data
    with transaction.atomic():
        order = Order.objects.create(warehouse_id=data["warehouse_id"], customer_ref=data["customer_ref"])
        for item in data["lines"]:
            product = get_object_or_404(Product, sku=item["sku"])
            OrderLine.objects.create(order=order, product=product, quantity=item["quantity"])
        try:
            allocate_stock(order, allow_partial=data["allow_partial"])
        except AllocationError as exc:
            transaction.set_rollback(True)
            return Response({"detail": str(exc)}, status=status.HTTP_409_CONFLICT)
    return Response(OrderSerializer(order).data, status=status.HTTP_201_CREATED)


@api_view(["GET"])
def order_detail(request, pk: int):
    order = get_object_or_404(Order.objects.prefetch_related("lines__product"), pk=pk)
    return Response(OrderSerializer(order).data)
