"""The reading list (books.json): the current book and what comes next."""
from __future__ import annotations

from bot.storage import load, save

BOOKS_FILE = "books.json"

PLACEHOLDER = {"title": "未定", "author": "-", "chapters": ""}


def reading_list() -> list[dict]:
    return load(BOOKS_FILE, default=[])


def current_book() -> dict:
    books = reading_list()
    for book in books:
        if not book.get("done"):
            return book
    return PLACEHOLDER


def finish_current() -> dict | None:
    books = reading_list()
    for book in books:
        if not book.get("done"):
            book["done"] = True
            save(BOOKS_FILE, books)
            return book
    return None


def add_book(title: str, author: str, chapters: str = "") -> None:
    books = reading_list()
    books.append({"title": title, "author": author, "chapters": chapters})
    save(BOOKS_FILE, books)


def describe_next() -> str:
    book = current_book()
    chapters = f" / 範囲: {book['chapters']}" if book.get("chapters") else ""
    return f"次の課題本: 『{book['title']}』 {book['author']}{chapters}"
