from django.contrib.admin.views.decorators import staff_member_required

from products.models import Product
from reports.csv_export import products_csv_response


@staff_member_required
def export_products_csv(request):
    products = Product.objects.order_by("code")
    return products_csv_response(products)
