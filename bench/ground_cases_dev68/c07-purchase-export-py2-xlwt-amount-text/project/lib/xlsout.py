# -*- coding: utf-8 -*-
"""xlwt 写 xls。财务那边还是 Excel 2003，别换 xlsx。"""
import xlwt

HEADERS = [u"采购单号", u"供应商", u"SKU", u"品名", u"数量", u"金额", u"下单时间"]
WIDTHS = [14, 30, 12, 36, 8, 12, 20]

TITLE_STYLE = xlwt.easyxf("font: bold on, height 280")
HEAD_STYLE = xlwt.easyxf("font: bold on; pattern: pattern solid, fore_colour gray25; borders: bottom thin")
DATE_STYLE = xlwt.easyxf(num_format_str="yyyy-mm-dd hh:mm")


def _text(v):
    """xlwt 直接收 unicode；None 写空串（以前的 str() 遇到中文会 UnicodeEncodeError）"""
    return u"" if v is None else v


def write_purchase(path, rows, title):
    wb = xlwt.Workbook(encoding="utf-8")
    ws = wb.add_sheet(u"明细")
    ws.write_merge(0, 0, 0, len(HEADERS) - 1, title, TITLE_STYLE)
    for i, h in enumerate(HEADERS):
        ws.write(1, i, h, HEAD_STYLE)
        ws.col(i).width = 256 * WIDTHS[i]

    r = 2
    for row in rows:
        ws.write(r, 0, row["po_no"])
        ws.write(r, 1, _text(row["supplier_name"]))
        ws.write(r, 2, row["sku"])
        ws.write(r, 3, _text(row["item_name"]))
        ws.write(r, 4, int(row["qty"]))
        ws.write(r, 5, "%.2f" % row["amount"])
        ws.write(r, 6, row["created_at"], DATE_STYLE)
        r += 1

    ws.write(r + 1, 0, u"合计行数")
    ws.write(r + 1, 1, len(rows))
    wb.save(path)
    return len(rows)
