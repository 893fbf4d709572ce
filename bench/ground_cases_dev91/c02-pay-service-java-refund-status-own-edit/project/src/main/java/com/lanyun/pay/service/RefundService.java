package com.lanyun.pay.service;

import com.lanyun.pay.domain.OrderStatus;
import com.lanyun.pay.domain.PayOrder;
import com.lanyun.pay.repo.PayOrderRepository;
import jakarta.persistence.EntityNotFoundException;
import java.math.BigDecimal;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class RefundService {

    private static final Logger log = LoggerFactory.getLogger(RefundService.class);

    private final PayOrderRepository orders;

    public RefundService(PayOrderRepository orders) {
        this.orders = orders;
    }

    @Transactional
    public PayOrder refund(Long orderId, BigDecimal amount, String reason) {
        PayOrder order = orders.findById(orderId)
                .orElseThrow(() -> new EntityNotFoundException("order " + orderId));

        if (order.getStatus() == OrderStatus.REFUNDED) {
            throw new RefundConflictException(orderId, "order already fully refunded");
        }
        BigDecimal refunded = order.getRefundedAmount().add(amount);
        if (refunded.compareTo(order.getPaidAmount()) > 0) {
            throw new RefundConflictException(orderId, "refund exceeds paid amount");
        }
        order.setRefundedAmount(refunded);
        boolean fullyRefunded = refunded.compareTo(order.getPaidAmount()) <= 0;
        order.setStatus(fullyRefunded ? OrderStatus.REFUNDED : OrderStatus.PARTIALLY_REFUNDED);
        log.info("refund order={} amount={} reason={}", orderId, amount, reason);
        return orders.save(order);
    }
}
