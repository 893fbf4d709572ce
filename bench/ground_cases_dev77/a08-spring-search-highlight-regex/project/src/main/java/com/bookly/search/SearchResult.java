package com.bookly.search;

import java.util.List;

public record SearchResult(String query, String sort, int page, List<Hit> hits) {
    public record Hit(long id, String title, String titleHtml, String author, int priceCents) {
    }
}
