"""Daily sales report built from the shop's order export."""
