package com.shop.order;

import java.math.BigDecimal;
import java.math.RoundingMode;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class OrderService {
    private static final Logger log = LoggerFactory.getLogger(OrderService.class);
    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    private final OrderRepository orders;
    private final CouponRepository coupons;

    public OrderService(OrderRepository orders, CouponRepository coupons) {
        this.orders = orders;
        this.coupons = coupons;
    }

    @Transactional
    public long create(CreateOrderRequest req) {
        BigDecimal total = BigDecimal.ZERO;
        for (CreateOrderRequest.Line line : req.getLines()) {
            BigDecimal price = orders.unitPrice(line.getSku());
            total = total.add(price.multiply(BigDecimal.valueOf(line.getQuantity())));
        }
        String code = req.getCoupon().trim().toUpperCase();
        BigDecimal percent = coupons.percentOff(code).orElse(BigDecimal.ZERO);
        if (percent.signum() > 0) {
            log.info("order for customer {} uses coupon {} ({}% off)", req.getCustomerId(), code, percent);
            total = total.subtract(total.multiply(percent).divide(HUNDRED));
        }
        total = total.setScale(2, RoundingMode.HALF_UP);
        return orders.insert(req.getCustomerId(), total, percent.signum() > 0 ? code : null);
    }
}
