package com.lanxi.mall.search;

import java.io.IOException;
import java.util.List;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class SearchController {

    private final ProductSearchService service;

    public SearchController(ProductSearchService service) {
        this.service = service;
    }

    @GetMapping("/api/search")
    public List<ProductHit> search(@RequestParam("q") String q,
                                   @RequestParam(value = "brand", required = false) String brand,
                                   @RequestParam(value = "page", defaultValue = "0") int page,
                                   @RequestParam(value = "size", defaultValue = "0") int size) throws IOException {
        return service.search(q.trim(), brand, page, size);
    }
}
