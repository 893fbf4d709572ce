package com.shop.order.expiry;

import com.shop.order.model.Order;
import com.shop.order.repo.OrderRepository;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import org.springframework.data.domain.PageRequest;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class OrderExpiryService {

    static final ZoneId ZONE = ZoneId.of("Asia/Shanghai");
    static final Duration PAY_WINDOW = Duration.ofMinutes(30);
    private static final DateTimeFormatter FMT = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");

    private final OrderRepository repo;

    public OrderExpiryService(OrderRepository repo) {
        this.repo = repo;
    }

    /** An unpaid order expires 30 minutes after it was created. */
    public boolean isExpired(Order order) {
        if (order.getStatus() != Order.Status.UNPAID) {
            return false;
        }
        LocalDateTime deadline = order.getCreatedAt().plus(PAY_WINDOW);
        return LocalDateTime.now().isAfter(deadline);
    }

    /** Shown on the checkout page: "请在 2025-11-05 14:30 前完成支付". */
    public String deadlineText(Order order) {
        return order.getCreatedAt().plus(PAY_WINDOW).format(FMT);
    }

    @Transactional
    public int expireUnpaid(int batchSize) {
        LocalDateTime before = LocalDateTime.now(ZONE).minus(PAY_WINDOW);
        List<Order> due = repo.findUnpaidCreatedBefore(before, PageRequest.of(0, batchSize));
        for (Order o : due) {
            o.setStatus(Order.Status.EXPIRED);
        }
        return due.size();
    }
}
