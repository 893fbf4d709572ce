package com.example.shop.service;

import com.example.shop.dto.PageResult;
import com.example.shop.mapper.ProductMapper;
import com.example.shop.model.Product;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.server.ResponseStatusException;

import java.util.List;

@Service
public class ProductService {

    private final ProductMapper mapper;

    public ProductService(ProductMapper mapper) {
        this.mapper = mapper;
    }

    public static final int MAX_PAGE_SIZE = 100;

    public List<Product> listAll() {
        return mapper.findAll();
    }

    public PageResult<Product> listProducts(String keyword, int page, int size) {
        page = Math.max(page, 1);
        size = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        int offset = page * size;
        String kw = keyword == null ? null : keyword.trim();
        List<Product> items = mapper.findPage(kw, offset, size);
        return new PageResult<>(items, mapper.count(kw), page, size);
    }

    public Product get(Long id) {
        Product product = mapper.findById(id);
        if (product == null) {
            throw new ResponseStatusException(HttpStatus.NOT_FOUND, "product " + id + " not found");
        }
        return product;
    }

    @Transactional
    public Product updateStock(Long id, int stock) {
        if (stock < 0) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "stock must be >= 0");
        }
        if (mapper.updateStock(id, stock) == 0) {
            throw new ResponseStatusException(HttpStatus.NOT_FOUND, "product " + id + " not found");
        }
        return get(id);
    }
}
