package com.fernhill.orders;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Sort;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class OrderService {

    static final Sort NEWEST_FIRST = Sort.by(Sort.Direction.DESC, "createdAt").and(Sort.by(Sort.Direction.DESC, "id"));

    private final OrderRepository repository;

    public OrderService(OrderRepository repository) {
        this.repository = repository;
    }

    @Transactional(readOnly = true)
    public List<Order> forCustomer(String email) {
        return repository.findByCustomerEmailOrderByCreatedAtDesc(email.trim().toLowerCase());
    }

    @Transactional(readOnly = true)
    public List<Order> liveInLastDays(int days) {
        return repository.findLiveSince(Instant.now().minus(days, ChronoUnit.DAYS));
    }

    @Transactional(readOnly = true)
    public Page<Order> byStatus(Order.Status status, int page, int size) {
        return repository.findByStatus(status, PageRequest.of(page, size, NEWEST_FIRST));
    }

    @Transactional
    public Order cancel(long id) {
        Order order = repository.findById(id).orElseThrow(() -> new OrderNotFoundException(id));
        if (order.getStatus() == Order.Status.SHIPPED) {
            throw new IllegalStateException("order " + id + " already shipped");
        }
        order.setStatus(Order.Status.CANCELLED);
        return order;
    }
}

class OrderNotFoundException extends RuntimeException {
    OrderNotFoundException(long id) {
        super("order " + id + " not found");
    }
}
