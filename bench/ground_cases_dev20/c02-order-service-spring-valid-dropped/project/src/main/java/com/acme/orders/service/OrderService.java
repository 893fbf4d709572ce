package com.acme.orders.service;

import com.acme.orders.domain.Order;
import com.acme.orders.domain.OrderRepository;
import com.acme.orders.web.dto.OrderRequest;
import com.acme.orders.web.dto.OrderResponse;
import java.math.BigDecimal;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.data.domain.PageRequest;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class OrderService {

    private static final Logger log = LoggerFactory.getLogger(OrderService.class);

    private final OrderRepository orders;
    private final PriceCatalog catalog;
    private final CouponService couponService;

    public OrderService(OrderRepository orders, PriceCatalog catalog, CouponService couponService) {
        this.orders = orders;
        this.catalog = catalog;
        this.couponService = couponService;
    }

    @Transactional
    public OrderResponse create(OrderRequest request, String channel) {
        BigDecimal unit = catalog.unitPrice(request.getSku());
        BigDecimal amount = unit.multiply(BigDecimal.valueOf(request.getQuantity()));
        if (request.getCouponCode() != null && !request.getCouponCode().isBlank()) {
            try {
                amount = couponService.apply(request.getCouponCode(), amount);
            } catch (InvalidCouponException e) {
                log.warn("coupon {} rejected, charging full price", request.getCouponCode());
            }
        }
        Order order = new Order(request.getSku(), request.getQuantity(), request.getAddress(), amount);
        order.setChannel(channel);
        return toResponse(orders.save(order));
    }

    @Transactional(readOnly = true)
    public OrderResponse get(long id) {
        return orders.findById(id).map(this::toResponse).orElseThrow(() -> new OrderNotFoundException(id));
    }

    @Transactional(readOnly = true)
    public List<OrderResponse> list(int page, int size) {
        return orders.findAllByOrderByCreatedAtDesc(PageRequest.of(page, size)).stream().map(this::toResponse).toList();
    }

    private OrderResponse toResponse(Order o) {
        return new OrderResponse(o.getId(), o.getSku(), o.getQuantity(), o.getAmount(), o.getStatus().name(), o.getCreatedAt());
    }
}
