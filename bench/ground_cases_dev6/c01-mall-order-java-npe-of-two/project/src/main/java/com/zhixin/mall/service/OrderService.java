package com.zhixin.mall.service;

import com.zhixin.mall.dto.CreateOrderRequest;
import com.zhixin.mall.dto.PageResult;
import com.zhixin.mall.entity.Order;
import com.zhixin.mall.entity.ShippingRule;
import com.zhixin.mall.repository.OrderRepository;
import com.zhixin.mall.repository.ShippingRuleRepository;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Sort;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.concurrent.ThreadLocalRandom;

@Service
public class OrderService {

    private static final DateTimeFormatter NO_FORMAT = DateTimeFormatter.ofPattern("yyyyMMddHHmmss");

    private final OrderRepository orderRepository;
    private final ShippingRuleRepository shippingRuleRepository;
    private final CouponService couponService;
    private final PriceCalculator priceCalculator;

    public OrderService(OrderRepository orderRepository, ShippingRuleRepository shippingRuleRepository,
                        CouponService couponService, PriceCalculator priceCalculator) {
        this.orderRepository = orderRepository;
        this.shippingRuleRepository = shippingRuleRepository;
        this.couponService = couponService;
        this.priceCalculator = priceCalculator;
    }

    @Transactional
    public Order createOrder(CreateOrderRequest req) {
        BigDecimal goods = priceCalculator.goodsAmount(req.items());
        ShippingRule rule = req.region() == null ? null
                : shippingRuleRepository.findByRegion(req.region()).orElse(null);
        BigDecimal freight = priceCalculator.freight(goods, rule);

        BigDecimal discount = BigDecimal.ZERO;
        if (req.couponCode() != null && !req.couponCode().isBlank()) {
            discount = couponService.applyCoupon(req.userId(), req.couponCode(), goods);
        }

        Order order = new Order();
        order.setOrderNo(LocalDateTime.now().format(NO_FORMAT) + ThreadLocalRandom.current().nextInt(1000, 9999));
        order.setUserId(req.userId());
        order.setGoodsAmount(goods);
        order.setFreight(freight);
        order.setDiscountAmount(discount);
        order.setPayAmount(goods.add(freight).subtract(discount));
        order.setCouponCode(discount.signum() > 0 ? req.couponCode() : null);
        order.setStatus(0);
        order.setCreatedAt(LocalDateTime.now());
        orderRepository.save(order);

        if (order.getCouponCode() != null) {
            couponService.markUsed(req.userId(), order.getCouponCode());
        }
        return order;
    }

    public PageResult<Order> listOrders(Long userId, int page, int size) {
        PageRequest pageable = PageRequest.of(page - 1, size, Sort.by(Sort.Direction.DESC, "createdAt"));
        Page<Order> result = orderRepository.findByUserId(userId, pageable);
        return new PageResult<>(result.getContent(), result.getTotalElements(), page, size);
    }
}
