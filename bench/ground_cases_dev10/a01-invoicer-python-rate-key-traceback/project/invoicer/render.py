"""Plain-text and Markdown rendering of an invoice."""

from __future__ import annotations

from datetime import date

from invoicer.models import Invoice

DATE_FMT = "%Y-%m-%d"
SYMBOLS = {"EUR": "€", "USD": "$", "GBP": "£", "CHF": "CHF "}


def money(amount, currency: str) -> str:
    symbol = SYMBOLS.get(currency, currency + " ")
    return f"{symbol}{amount:,.2f}"


def render_header(invoice: Invoice, number: str, issued: date) -> list[str]:
    return [
        f"INVOICE {number}",
        f"Client: {invoice.client}",
        f"Issued: {issued.strftime(DATE_FMT)}",
        "",
    ]


def render_text(invoice: Invoice, number: str, issued: date) -> str:
    out = render_header(invoice, number, issued)
    out.append(f"{'Date':<12}{'Hours':>7}  {'Rate':>10}  {'Amount':>12}  Note")
    for line in invoice.lines:
        out.append(
            f"{line.day.strftime(DATE_FMT):<12}{line.hours:>7}  "
            f"{money(line.rate, invoice.currency):>10}  "
            f"{money(line.amount, invoice.currency):>12}  {line.note}"
        )
    out.append("")
    out.append(f"{'Total hours:':<20}{invoice.total_hours}")
    out.append(f"{'Total:':<20}{money(invoice.total, invoice.currency)}")
    return "\n".join(out) + "\n"


def render_markdown(invoice: Invoice, number: str, issued: date) -> str:
    out = [f"# Invoice {number}", "", f"**Client:** {invoice.client}  ",
           f"**Issued:** {issued.strftime(DATE_FMT)}", "",
           "| Date | Hours | Rate | Amount | Note |", "|---|---:|---:|---:|---|"]
    for line in invoice.lines:
        out.append(f"| {line.day.strftime(DATE_FMT)} | {line.hours} | {money(line.rate, invoice.currency)} "
                   f"| {money(line.amount, invoice.currency)} | {line.note} |")
    out += ["", f"**Total:** {money(invoice.total, invoice.currency)}"]
    return "\n".join(out) + "\n"
