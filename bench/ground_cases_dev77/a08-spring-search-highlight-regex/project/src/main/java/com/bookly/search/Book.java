package com.bookly.search;

public record Book(long id, String title, String author, int priceCents, double relevance) {
}
