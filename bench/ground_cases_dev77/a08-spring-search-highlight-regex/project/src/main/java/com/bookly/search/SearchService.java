package com.bookly.search;

import java.util.List;

import org.springframework.cache.annotation.Cacheable;
import org.springframework.stereotype.Service;

@Service
public class SearchService {
    static final int PAGE_SIZE = 20;

    private final CatalogClient catalog;

    public SearchService(CatalogClient catalog) {
        this.catalog = catalog;
    }

    @Cacheable(value = "search", key = "#query + '|' + #sort + '|' + #page")
    public SearchResult search(String query, String sort, int page) {
        List<Book> books = catalog.find(query, sort, page, PAGE_SIZE);
        List<SearchResult.Hit> hits = books.stream()
                .map(b -> new SearchResult.Hit(b.id(), b.title(), Highlighter.highlight(b.title(), query), b.author(), b.priceCents()))
                .toList();
        return new SearchResult(query, sort, page, hits);
    }
}
