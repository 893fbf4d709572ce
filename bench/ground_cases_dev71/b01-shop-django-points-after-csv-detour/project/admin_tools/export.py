import csv
import io

from django.http import HttpResponse

from orders.models import Order

HEADER = ["注文番号", "注文日時", "ステータス", "メール", "都道府県", "配送希望時間帯", "税抜小計", "消費税", "送料", "クーポン", "ポイント利用", "請求額"]


def order_row(order: Order) -> list:
    return [
        order.number,
        order.created_at.strftime("%Y-%m-%d %H:%M"),
        order.get_status_display(),
        order.customer_email,
        order.prefecture,
        order.delivery_slot or "指定なし",
        order.subtotal_excl_tax,
        order.tax,
        order.shipping_fee,
        order.coupon_discount,
        order.points_used,
        order.amount_due,
    ]


def export_orders_csv(queryset) -> HttpResponse:
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(HEADER)
    for order in queryset.order_by("created_at"):
        writer.writerow(order_row(order))
    # Excel で開くので BOM 付き Shift_JIS ではなく UTF-8 BOM
    response = HttpResponse("\ufeff" + buf.getvalue(), content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = 'attachment; filename="orders.csv"'
    return response


def export_action(modeladmin, request, queryset):
    return export_orders_csv(queryset)


export_action.short_description = "選択した注文をCSV出力"
