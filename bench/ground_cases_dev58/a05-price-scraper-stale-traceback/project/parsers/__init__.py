"""Parsers turn a downloaded price list into rows: {sku, name, price (Decimal), stock, status}."""
