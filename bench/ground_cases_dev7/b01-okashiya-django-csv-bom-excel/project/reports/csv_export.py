import csv
import io

from django.http import HttpResponse

from reports.formatting import format_jst, format_yen

ORDER_HEADER = ["注文番号", "注文日時", "お客様名", "商品数", "合計金額", "ステータス"]
PRODUCT_HEADER = ["商品コード", "商品名", "価格", "在庫数", "公開"]


def _attachment(filename: str) -> str:
    return f'attachment; filename="{filename}"'


def products_csv_response(products) -> HttpResponse:
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(PRODUCT_HEADER)
    for p in products:
        writer.writerow([p.code, p.name, p.price, p.stock, "公開" if p.is_published else "非公開"])
    # 経理は Windows の Excel で開くので BOM 付き UTF-8 にする
    resp = HttpResponse(buf.getvalue().encode("utf-8-sig"), content_type="text/csv; charset=utf-8")
    resp["Content-Disposition"] = _attachment("products.csv")
    return resp


def orders_csv_response(orders) -> HttpResponse:
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(ORDER_HEADER)
    for o in orders:
        writer.writerow([
            o.number,
            format_jst(o.created_at),
            o.customer_name,
            len(o.items.all()),
            format_yen(o.total),
            o.get_status_display(),
        ])
    resp = HttpResponse(buf.getvalue().encode("utf-8"), content_type="text/csv; charset=utf-8")
    resp["Content-Disposition"] = _attachment("orders.csv")
    return resp
