package com.lvtu.order.service;

import com.lvtu.order.domain.Order;
import com.lvtu.order.repo.OrderRepository;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.NoSuchElementException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class OrderService {

    /** 会员满 100 元打九折（含 100）。 */
    static final BigDecimal MEMBER_THRESHOLD = new BigDecimal("100.00");
    static final BigDecimal MEMBER_RATE = new BigDecimal("0.90");
    private static final DateTimeFormatter RECEIPT_TIME =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").withZone(ZoneId.of("Asia/Shanghai"));

    private final OrderRepository orders;

    public OrderService(OrderRepository orders) {
        this.orders = orders;
    }

    public BigDecimal payableFor(Order order) {
        BigDecimal subtotal = order.getSubtotal();
        if (order.isMember() && subtotal.compareTo(MEMBER_THRESHOLD) > 0) {
            return subtotal.multiply(MEMBER_RATE).setScale(2, RoundingMode.HALF_UP);
        }
        return subtotal.setScale(2, RoundingMode.HALF_UP);
    }

    @Transactional
    public Order place(Order order) {
        order.setPayable(payableFor(order));
        return orders.save(order);
    }

    @Transactional(readOnly = true)
    public Order get(String orderNo) {
        return orders.findById(orderNo).orElseThrow(() -> new NoSuchElementException(orderNo));
    }

    @Transactional(readOnly = true)
    public String receiptText(String orderNo) {
        Order order = get(orderNo);
        return String.join("\n",
                "订单号: " + order.getOrderNo(),
                "下单时间: " + RECEIPT_TIME.format(order.getCreatedAt()),
                "应付金额: ¥" + (order.getPayable() == null ? "-" : order.getPayable().toPlainString()));
    }

    @Transactional
    public Order cancel(String orderNo) {
        Order order = get(orderNo);
        if (order.getStatus() == Order.Status.SHIPPED) {
            throw new IllegalStateException("已发货订单不能取消: " + orderNo);
        }
        order.setStatus(Order.Status.CANCELLED);
        return order;
    }
}
