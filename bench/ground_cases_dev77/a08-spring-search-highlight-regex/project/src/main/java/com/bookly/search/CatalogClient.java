package com.bookly.search;

import java.util.List;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

@Component
public class CatalogClient {
    private final RestClient http;

    public CatalogClient(@Value("${bookly.catalog-url}") String baseUrl) {
        this.http = RestClient.create(baseUrl);
    }

    public List<Book> find(String query, String sort, int page, int size) {
        Book[] books = http.get()
                .uri(b -> b.path("/internal/books/search")
                        .queryParam("q", query)
                        .queryParam("sort", sort)
                        .queryParam("page", page)
                        .queryParam("size", size)
                        .build())
                .retrieve()
                .body(Book[].class);
        return books == null ? List.of() : List.of(books);
    }
}
