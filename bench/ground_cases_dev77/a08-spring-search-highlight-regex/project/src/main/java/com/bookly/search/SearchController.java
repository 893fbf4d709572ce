package com.bookly.search;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class SearchController {
    private final SearchService search;

    public SearchController(SearchService search) {
        this.search = search;
    }

    @GetMapping("/api/search")
    public SearchResult search(@RequestParam("q") String q,
                               @RequestParam(value = "sort", defaultValue = "relevance") String sort,
                               @RequestParam(value = "page", defaultValue = "0") int page) {
        return search.search(q.strip(), sort, Math.max(0, page));
    }
}
