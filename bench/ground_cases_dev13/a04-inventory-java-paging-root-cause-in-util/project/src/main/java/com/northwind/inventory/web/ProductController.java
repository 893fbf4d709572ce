package com.northwind.inventory.web;

import java.util.Set;

import org.springframework.data.domain.Pageable;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import com.northwind.inventory.service.ProductService;
import com.northwind.inventory.util.PagingUtils;

@RestController
@RequestMapping("/api/products")
public class ProductController {

    private static final Set<String> SORTABLE = Set.of("id", "sku", "name", "price", "stock");

    private final ProductService products;

    public ProductController(ProductService products) {
        this.products = products;
    }

    @GetMapping
    public PageResponse<ProductDto> list(@RequestParam(required = false) Integer page,
                                         @RequestParam(required = false) Integer size,
                                         @RequestParam(required = false) String sort,
                                         @RequestParam(required = false) String q) {
        Pageable pageable = PagingUtils.toPageable(page, size, sort, SORTABLE);
        return PageResponse.of(products.search(q, pageable), ProductDto::from);
    }

    @GetMapping("/{id}")
    public ResponseEntity<ProductDto> get(@PathVariable long id) {
        return products.find(id)
                .map(ProductDto::from)
                .map(ResponseEntity::ok)
                .orElse(ResponseEntity.notFound().build());
    }
}
