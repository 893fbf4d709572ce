package com.huilian.chat.search;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.data.domain.Page;
import org.springframework.validation.annotation.Validated;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@Validated
@RequestMapping("/api/search")
public class SearchController {

    private final MessageSearchService service;
    private final int maxPageSize;

    public SearchController(MessageSearchService service, @Value("${search.max-page-size}") int maxPageSize) {
        this.service = service;
        this.maxPageSize = maxPageSize;
    }

    @GetMapping("/messages")
    public Page<SearchResult> messages(@RequestHeader("X-User-Id") long userId,
                                       @RequestParam @NotBlank @Size(max = 100) String q,
                                       @RequestParam(defaultValue = "0") int page,
                                       @RequestParam(defaultValue = "20") int size) {
        return service.search(userId, q, page, Math.min(size, maxPageSize));
    }
}
