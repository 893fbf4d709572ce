"""shop-analytics: store traffic and order reports."""
