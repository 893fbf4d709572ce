package com.northwind.inventory.service;

import java.time.LocalDate;
import java.time.ZoneOffset;

import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.northwind.inventory.domain.Order;
import com.northwind.inventory.repo.OrderRepository;

@Service
@Transactional(readOnly = true)
public class OrderService {

    private final OrderRepository repo;

    public OrderService(OrderRepository repo) {
        this.repo = repo;
    }

    public Page<Order> list(LocalDate since, Pageable pageable) {
        if (since == null) {
            return repo.findAll(pageable);
        }
        return repo.findByCreatedAtGreaterThanEqual(since.atStartOfDay().toInstant(ZoneOffset.UTC), pageable);
    }

    public long countSince(LocalDate since) {
        return repo.countByCreatedAtGreaterThanEqual(since.atStartOfDay().toInstant(ZoneOffset.UTC));
    }
}
