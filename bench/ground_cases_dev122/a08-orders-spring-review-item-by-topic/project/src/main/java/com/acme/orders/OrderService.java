package com.acme.orders;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Service;
import org.springframework.web.server.ResponseStatusException;

@Service
public class OrderService {
    static final Duration CANCEL_WINDOW = Duration.ofHours(24);
    static final BigDecimal CANCEL_FEE = new BigDecimal("0.03");

    private final OrderRepository repo;
    private final Clock clock;

    public OrderService(OrderRepository repo, Clock clock) {
        this.repo = repo;
        this.clock = clock;
    }

    public Page<Order> list(Pageable pageable) {
        return repo.findAll(pageable);
    }

    public Optional<Order> find(long id) {
        return repo.findById(id);
    }

    public Order cancel(long id) {
        Order order = repo.findById(id).orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND));
        if (order.getStatus() == Order.Status.SHIPPED) {
            throw new ResponseStatusException(HttpStatus.CONFLICT, "already shipped");
        }
        if (order.getStatus() == Order.Status.CANCELLED) {
            throw new ResponseStatusException(HttpStatus.CONFLICT, "already cancelled");
        }
        if (Duration.between(order.getCreatedAt(), clock.instant()).compareTo(CANCEL_WINDOW) > 0) {
            throw new ResponseStatusException(HttpStatus.CONFLICT, "cancel window closed");
        }
        order.setStatus(Order.Status.CANCELLED);
        order.setRefund(refundFor(order));
        return repo.save(order);
    }

    BigDecimal refundFor(Order order) {
        BigDecimal fee = order.getTotal().multiply(CANCEL_FEE);
        return order.getTotal().subtract(fee).setScale(2, RoundingMode.HALF_EVEN);
    }
}
