package com.acme.catalog;

import java.util.List;

import org.springframework.data.domain.Page;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/products")
public class ProductController {

    private final ProductService service;

    public ProductController(ProductService service) {
        this.service = service;
    }

    @GetMapping("/{id}")
    public Product get(@PathVariable long id) {
        return service.get(id);
    }

    @GetMapping
    public Page<Product> search(@RequestParam(defaultValue = "") String q,
                                @RequestParam(defaultValue = "1") int page,
                                @RequestParam(defaultValue = "20") int size) {
        return service.search(q, page, size);
    }

    @GetMapping("/{id}/related")
    public List<Product> related(@PathVariable long id) {
        return service.related(id, 10);
    }

    @GetMapping("/by-tags")
    public List<Product> byTags(@RequestParam List<String> tags) {
        return service.byTags(tags);
    }

    @PostMapping
    public Product save(@RequestBody Product product) {
        return service.save(product);
    }
}
