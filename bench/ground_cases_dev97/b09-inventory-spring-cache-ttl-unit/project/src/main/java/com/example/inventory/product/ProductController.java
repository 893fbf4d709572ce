package com.example.inventory.product;

import java.time.Duration;

import com.example.inventory.config.CacheProperties;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.web.PageableDefault;
import org.springframework.http.CacheControl;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/products")
public class ProductController {

    private final ProductService service;
    private final CacheProperties cacheProps;

    public ProductController(ProductService service, CacheProperties cacheProps) {
        this.service = service;
        this.cacheProps = cacheProps;
    }

    @GetMapping
    public Page<Product> search(@RequestParam(defaultValue = "") String q,
                                @PageableDefault(size = 20, sort = "name") Pageable pageable) {
        return service.search(q, pageable);
    }

    @GetMapping("/{sku}/stock")
    public ResponseEntity<StockResponse> stock(@PathVariable String sku) {
        return ResponseEntity.ok()
                .cacheControl(CacheControl.maxAge(Duration.ofSeconds(cacheProps.getTtl())))
                .body(new StockResponse(sku, service.stockOf(sku)));
    }

    public record StockResponse(String sku, int stock) {
    }
}
