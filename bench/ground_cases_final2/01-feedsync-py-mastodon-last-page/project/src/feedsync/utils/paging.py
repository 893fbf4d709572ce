def page_numbers(total_pages, start=1):
    """Page numbers from start through total_pages, inclusive."""
    return range(start, total_pages + 1)
