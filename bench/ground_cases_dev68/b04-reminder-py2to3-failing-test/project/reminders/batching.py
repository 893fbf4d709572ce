# -*- coding: utf-8 -*-
"""送信をまとめて SMTP サーバーに負荷をかけないための分割."""


def group_by_customer(rows):
    """(customer_id, email, name, invoice_no, amount, due_date) の行を顧客ごとにまとめる."""
    grouped = {}
    for customer_id, email, name, invoice_no, amount, due_date in rows:
        entry = grouped.setdefault(customer_id, {"email": email, "name": name, "invoices": []})
        entry["invoices"].append((invoice_no, amount, due_date))
    return grouped


def split_batches(grouped, size):
    """顧客 ID 順に size 件ずつのリストに分ける. 最後のバッチは size 未満でもよい."""
    if size <= 0:
        raise ValueError("size must be positive")
    items = sorted(grouped.items())
    pages = (len(items) + size - 1) / size
    return [items[i * size:(i + 1) * size] for i in range(pages)]


def total_amount(invoices):
    return sum(amount for _, amount, _ in invoices)
