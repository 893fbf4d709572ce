from flask import current_app, request


def page_args() -> tuple[int, int]:
    page = max(request.args.get("page", 1, type=int), 1)
    size = min(request.args.get("size", current_app.config["PAGE_SIZE"], type=int), 100)
    return page, size
