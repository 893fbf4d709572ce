package com.example.shop.product;

import java.util.List;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/products")
public class ProductController {
    private final ProductRepository products;

    public ProductController(ProductRepository products) {
        this.products = products;
    }

    @GetMapping
    public List<Product> list(@RequestParam(required = false) Long categoryId,
                              @RequestParam(required = false) Integer minStock) {
        if (categoryId != null && minStock != null) {
            return products.findByCategoryIdAndStockGreaterThanEqual(categoryId, minStock);
        }
        if (categoryId != null) {
            return products.findByCategoryId(categoryId);
        }
        if (minStock != null) {
            return products.findByStockGreaterThanEqual(minStock);
        }
        return products.findAll();
    }
}
