"""請求書の金額計算と発行（注文からスナップショットを作る）。"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from decimal import Decimal

from django.db import transaction
from django.utils import timezone

from billing.models import Invoice, InvoiceLine, Order

STANDARD_RATE = Decimal("0.10")
REDUCED_RATE = Decimal("0.08")  # 軽減税率（食品）
PAYMENT_TERM_DAYS = 30


@dataclass(frozen=True)
class TaxBreakdown:
    rate: Decimal
    taxable: int  # 税抜の対象額（円）
    tax: int  # 消費税額（円）


@transaction.atomic
def build_invoice(order: Order) -> Invoice:
    lines = list(order.lines.select_related("product"))
    parts = breakdown(lines)
    subtotal = sum(p.taxable for p in parts)
    tax_total = sum(p.tax for p in parts)
    # 発行日は JST の日付で持つ（timezone.now() は UTC なので 0:00〜8:59 に前日付になる）
    # 請求番号の年月もこの日付から作る
    issued_on = timezone.localdate()
    invoice = Invoice.objects.create(
        company=order.company,
        order=order,
        number=next_number(issued_on),
        issued_on=issued_on,
        due_on=issued_on + timedelta(days=PAYMENT_TERM_DAYS),
        subtotal=subtotal,
        tax_total=tax_total,
        total=subtotal + tax_total,
    )
    InvoiceLine.objects.bulk_create(
        InvoiceLine(invoice=invoice, name=l.product.name, unit_price=l.unit_price,
                    quantity=l.quantity, tax_rate=rate_for(l))
        for l in lines
    )
    return invoice


def next_number(issued_on) -> str:
    prefix = issued_on.strftime("INV-%Y%m-")
    last = (Invoice.objects.filter(number__startswith=prefix)
            .order_by("-number").values_list("number", flat=True).first())
    seq = int(last.rsplit("-", 1)[1]) + 1 if last else 1
    return f"{prefix}{seq:04d}"


def rate_for(line) -> Decimal:
    return REDUCED_RATE if line.product.is_food else STANDARD_RATE


def breakdown(lines) -> list[TaxBreakdown]:
    """税率ごとに対象額を合計し、税率ごとに1回だけ端数処理する（インボイス制度）。"""
    buckets: dict[Decimal, int] = {}
    for line in lines:
        rate = rate_for(line)
        buckets[rate] = buckets.get(rate, 0) + line.unit_price * line.quantity
    result = []
    for rate, taxable in sorted(buckets.items(), reverse=True):
        tax = round(taxable * rate)
        result.append(TaxBreakdown(rate=rate, taxable=taxable, tax=int(tax)))
    return result


def format_yen(amount: int) -> str:
    return f"¥{amount:,}"
