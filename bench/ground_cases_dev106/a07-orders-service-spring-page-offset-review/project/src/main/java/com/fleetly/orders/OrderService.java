package com.fleetly.orders;

import java.time.Instant;
import java.util.List;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Sort;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class OrderService {

    private final OrderRepository repository;

    public OrderService(OrderRepository repository) {
        this.repository = repository;
    }

    @Transactional(readOnly = true)
    public Order get(long id) {
        return repository.require(id);
    }

    @Transactional
    public Order cancel(long id, Instant now) {
        Order order = repository.require(id);
        if (order.getStatus() != OrderStatus.OPEN) {
            throw new IllegalStateException("only open orders can be cancelled");
        }
        order.setStatus(OrderStatus.CANCELLED);
        order.setUpdatedAt(now);
        return order;
    }

    public static final int MAX_PAGE_SIZE = 100;

    /** One page of a customer's orders, newest first. {@code page} starts at 1. */
    @Transactional(readOnly = true)
    public Page<Order> listForCustomer(long customerId, int page, int size) {
        int pageSize = Math.max(1, Math.min(size, MAX_PAGE_SIZE));
        PageRequest request = PageRequest.of(Math.max(page, 0), pageSize, Sort.by("createdAt").descending());
        return repository.findByCustomerId(customerId, request);
    }

    @Transactional(readOnly = true)
    public List<Order> createdBetween(Instant from, Instant to) {
        return repository.findCreatedBetween(from, to);
    }
}
