package com.example.inventory.product;

import com.example.inventory.config.CacheConfig;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.cache.annotation.CacheEvict;
import org.springframework.cache.annotation.Cacheable;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class ProductService {

    private final ProductRepository repository;

    public ProductService(ProductRepository repository) {
        this.repository = repository;
    }

    public Page<Product> search(String keyword, Pageable pageable) {
        return repository.findByNameContainingIgnoreCase(keyword, pageable);
    }

    @Cacheable(cacheNames = CacheConfig.STOCK, key = "#sku")
    public int stockOf(String sku) {
        return repository.findBySku(sku).map(Product::getStock).orElseThrow(() -> new ProductNotFoundException(sku));
    }

    @Transactional
    @CacheEvict(cacheNames = CacheConfig.STOCK, key = "#sku", beforeInvocation = false)
    public int adjustStock(String sku, int delta) {
        Product p = repository.findBySku(sku).orElseThrow(() -> new ProductNotFoundException(sku));
        p.setStock(p.getStock() + delta);
        return p.getStock();
    }
}
