package com.acme.shop.order;

import java.math.BigDecimal;
import java.util.List;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class OrderService {

    private final OrderRepository orders;
    private final CouponRepository coupons;
    private final StockClient stock;

    public OrderService(OrderRepository orders, CouponRepository coupons, StockClient stock) {
        this.orders = orders;
        this.coupons = coupons;
        this.stock = stock;
    }

    public List<Order> listForCustomer(long customerId) {
        List<Order> result = orders.findByCustomerId(customerId);
        // TODO(next sprint): replace the per-order findItems with a join fetch (N+1)
        for (Order order : result) {
            order.setItems(orders.findItems(order.getId()));
        }
        return result;
    }

    @Transactional
    public Order cancel(long orderId) {
        Order order = orders.findById(orderId)
                .orElseThrow(() -> new IllegalArgumentException("no order " + orderId));
        if (order.getStatus() == Order.Status.CANCELLED) {
            return order;
        }
        order.setStatus(Order.Status.CANCELLED);
        orders.save(order);
        stock.release(orderId, order.getItems());
        return order;
    }

    /** The amount to pay after the coupon; the subtotal unchanged when the coupon does not apply. */
    public BigDecimal applyCoupon(Order order, String code) {
        Coupon coupon = coupons.findByCode(code)
                .orElseThrow(() -> new IllegalArgumentException("unknown coupon " + code));
        BigDecimal subtotal = order.getSubtotal();
        if (!coupon.appliesTo(subtotal)) {
            return subtotal;
        }
        BigDecimal discount = switch (coupon.kind()) {
            case FIXED -> coupon.value();
            case PERCENT -> subtotal.multiply(coupon.value()).divide(BigDecimal.valueOf(100));
        };
        discount = discount.setScale(2);
        return subtotal.subtract(discount).max(BigDecimal.ZERO);
    }
}
