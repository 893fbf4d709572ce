package com.northwind.inventory.service;

import java.util.Optional;

import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.northwind.inventory.domain.Product;
import com.northwind.inventory.repo.ProductRepository;

@Service
@Transactional(readOnly = true)
public class ProductService {

    private final ProductRepository repo;

    public ProductService(ProductRepository repo) {
        this.repo = repo;
    }

    public Page<Product> search(String q, Pageable pageable) {
        if (q == null || q.isBlank()) {
            return repo.findAll(pageable);
        }
        String term = q.trim();
        return repo.findByNameContainingIgnoreCaseOrSkuStartingWith(term, term.toUpperCase(), pageable);
    }

    public Optional<Product> find(long id) {
        return repo.findById(id);
    }

    public long lowStockCount(int threshold) {
        return repo.countByStockLessThan(threshold);
    }
}
