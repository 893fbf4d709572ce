"""Excel export of orders for the sales team (admin action "导出Excel")."""
from io import BytesIO

from openpyxl import Workbook
from openpyxl.styles import Font

from reports.fx import to_cny

HEADERS = ["订单号", "客户", "区域", "状态", "币种", "原币金额", "金额(CNY)", "下单日期"]


def amount_for_row(order):
    return order.total_amount


def row_for(order):
    amount = amount_for_row(order)
    return [
        order.number,
        order.customer.name,
        order.customer.region,
        order.get_status_display(),
        order.currency,
        amount,
        to_cny(amount, order.currency, order.created_at.date()),
        order.created_at.strftime("%Y-%m-%d"),
    ]


def build_orders_workbook(orders):
    wb = Workbook()
    ws = wb.active
    ws.title = "订单"
    ws.append(HEADERS)
    for cell in ws[1]:
        cell.font = Font(bold=True)
    for order in orders:
        ws.append(row_for(order))
    ws.column_dimensions["A"].width = 18
    ws.column_dimensions["B"].width = 30
    for col in ("F", "G"):
        for cell in ws[col][1:]:
            cell.number_format = "#,##0.00"
    buf = BytesIO()
    wb.save(buf)
    return buf.getvalue()
