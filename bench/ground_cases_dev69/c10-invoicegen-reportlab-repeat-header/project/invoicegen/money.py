"""Money formatting for the PDF."""

from __future__ import annotations


def fmt_money(value) -> str:
    """12345.6 -> '¥12,345.60'"""
    return f"¥{value:,.2f}"


def fmt_rate(rate) -> str:
    """0.13 -> '13%'"""
    return f"{rate * 100:g}%"


def cn_upper(value) -> str:
    """Amount in Chinese capital numerals is not needed yet (normal invoices only)."""
    raise NotImplementedError
