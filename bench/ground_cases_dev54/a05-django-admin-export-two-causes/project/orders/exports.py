"""Excel export of orders for the admin action (openpyxl)."""
from io import BytesIO

from openpyxl import Workbook
from openpyxl.styles import Font
from openpyxl.utils import get_column_letter

HEADERS = ["Order no.", "Date", "Customer", "Account manager", "Lines", "Net", "Status"]
MAX_WIDTH = 60


def _autosize(ws):
    """Fit every column to its longest value (sales wants no '####' cells)."""
    for idx in range(1, len(HEADERS) + 1):
        letter = get_column_letter(idx)
        width = max(len(str(cell.value or "")) for cell in ws[letter])
        ws.column_dimensions[letter].width = min(width + 2, MAX_WIDTH)


def _row(order):
    manager = order.customer.account_manager
    return [
        order.number,
        order.created_at.date(),
        order.customer.name,
        manager.get_full_name() if manager else "",
        order.lines.count(),
        float(order.net_total),
        order.get_status_display(),
    ]


def build_workbook(orders):
    wb = Workbook()
    ws = wb.active
    ws.title = "Orders"
    ws.append(HEADERS)
    for cell in ws[1]:
        cell.font = Font(bold=True)
    for order in orders:
        ws.append(_row(order))
        _autosize(ws)
    ws.freeze_panes = "A2"
    out = BytesIO()
    wb.save(out)
    return out.getvalue()
