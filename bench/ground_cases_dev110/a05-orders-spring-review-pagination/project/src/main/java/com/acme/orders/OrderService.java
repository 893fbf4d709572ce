package com.acme.orders;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Optional;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Sort;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class OrderService {

    static final int MAX_PAGE_SIZE = 100;

    private final OrderRepository repo;

    public OrderService(OrderRepository repo) {
        this.repo = repo;
    }

    @Transactional
    public Order create(String email, BigDecimal total) {
        if (total.signum() <= 0) {
            throw new IllegalArgumentException("total must be positive");
        }
        return repo.save(new Order(email.trim().toLowerCase(), total));
    }

    /** One page of orders; {@code page} is the page number the API received. */
    public Page<Order> search(Order.Status status, Instant createdAfter, int page, int size) {
        int pageSize = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        PageRequest request = PageRequest.of(page, pageSize, Sort.by(Sort.Direction.DESC, "createdAt"));
        if (createdAfter != null) {
            return status == null
                    ? repo.findByCreatedAtAfter(createdAfter, request)
                    : repo.findByStatusAndCreatedAtAfter(status, createdAfter, request);
        }
        if (status == null) {
            return repo.findAll(request);
        }
        return repo.findByStatus(status, request);
    }

    public Order get(long id) {
        return repo.findById(id).orElseThrow(() -> new OrderNotFound(id));
    }

    @Transactional
    public Order cancel(long id) {
        Order order = repo.findById(id).orElseThrow(() -> new OrderNotFound(id));
        if (order.getStatus() == Order.Status.SHIPPED) {
            throw new IllegalStateException("order " + id + " has already shipped");
        }
        order.setStatus(Order.Status.CANCELLED);
        return order;
    }

    public static class OrderNotFound extends RuntimeException {
        public OrderNotFound(long id) {
            super("no order " + id);
        }
    }
}
