package com.acme.mall.order.service;

import com.acme.mall.order.domain.Order;
import com.acme.mall.order.domain.OrderItem;
import org.springframework.stereotype.Service;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * 把订单级优惠券金额按商品金额比例分摊到每个明细行，单位：分。
 * 部分退款时按分摊后的实付金额退。
 */
@Service
public class CouponSplitService {

    /**
     * @return itemId -> 分摊到该行的优惠金额（分）
     */
    public Map<Long, Long> split(Order order) {
        List<OrderItem> items = order.getItems();
        long couponFen = order.getCouponAmountFen();
        Map<Long, Long> result = new LinkedHashMap<>();
        if (couponFen <= 0 || items.isEmpty()) {
            items.forEach(i -> result.put(i.getId(), 0L));
            return result;
        }
        long totalFen = items.stream().mapToLong(OrderItem::getAmountFen).sum();
        for (OrderItem item : items) {
            long share = couponFen * item.getAmountFen() / totalFen;
            result.put(item.getId(), share);
        }
        return result;
    }

    public long shareOf(Order order, Long itemId) {
        return split(order).getOrDefault(itemId, 0L);
    }

    /** 明细行实付 = 行金额 - 分摊优惠 */
    public long paidFenOf(Order order, Long itemId) {
        OrderItem item = order.getItems().stream()
                .filter(i -> i.getId().equals(itemId))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("item not in order: " + itemId));
        return item.getAmountFen() - shareOf(order, itemId);
    }
}
