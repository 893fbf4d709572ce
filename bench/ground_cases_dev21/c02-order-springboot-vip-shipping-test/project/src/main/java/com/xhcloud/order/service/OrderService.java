package com.xhcloud.order.service;

import java.util.concurrent.atomic.AtomicLong;

import org.springframework.stereotype.Service;

import com.xhcloud.order.model.OrderDraft;
import com.xhcloud.order.model.PriceResult;

import lombok.RequiredArgsConstructor;
import lombok.extern.slf4j.Slf4j;

@Slf4j
@Service
@RequiredArgsConstructor
public class OrderService {

    private final PriceCalculator priceCalculator;
    private final AtomicLong seq = new AtomicLong(100000);

    public PriceResult preview(OrderDraft draft) {
        if (draft.getItems() == null || draft.getItems().isEmpty()) {
            throw new IllegalArgumentException("购物车为空");
        }
        return priceCalculator.calculate(draft);
    }

    public String submit(OrderDraft draft) {
        PriceResult price = preview(draft);
        String orderNo = "SO" + seq.incrementAndGet();
        log.info("order {} user={} total={}", orderNo, draft.getUserId(), price.total());
        return orderNo;
    }
}
