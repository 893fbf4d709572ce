package com.acme.catalog;

import java.util.List;

import org.springframework.cache.annotation.CacheEvict;
import org.springframework.cache.annotation.Cacheable;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Sort;
import org.springframework.stereotype.Service;

@Service
public class ProductService {

    private final ProductRepository products;
    private final TenantContext tenant;

    public ProductService(ProductRepository products, TenantContext tenant) {
        this.products = products;
        this.tenant = tenant;
    }

    @Cacheable(value = "products", key = "#id")
    public Product get(long id) {
        return products.findByIdAndTenantId(id, tenant.currentId())
                .orElseThrow(() -> new ProductNotFoundException(id));
    }

    @CacheEvict(value = "products", key = "#product.id")
    public Product save(Product product) {
        product.setTenantId(tenant.currentId());
        return products.save(product);
    }

    public Page<Product> search(String keyword, int page, int size) {
        PageRequest request = PageRequest.of(page - 1, size, Sort.by("name"));
        return products.findByTenantIdAndNameContainingIgnoreCase(tenant.currentId(), keyword, request);
    }

    public List<Product> byTags(List<String> tags) {
        if (tags.isEmpty()) {
            return List.of();
        }
        return products.findByTenantIdAndTagIn(tenant.currentId(), tags);
    }

    public List<Product> related(long id, int limit) {
        Product product = get(id);
        return byTags(List.copyOf(product.getTags())).stream()
                .filter(p -> !p.getId().equals(product.getId()))
                .distinct()
                .limit(limit)
                .toList();
    }
}
