package com.xhcloud.order.service;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

import org.springframework.stereotype.Component;

import com.xhcloud.order.model.Coupon;
import com.xhcloud.order.model.OrderDraft;
import com.xhcloud.order.model.OrderItem;
import com.xhcloud.order.model.PriceResult;

@Component
public class PriceCalculator {

    /** 商品金额满 99 包邮 */
    static final BigDecimal FREE_SHIPPING_THRESHOLD = new BigDecimal("99.00");

    /** VIP 商品金额折扣率（95 折） */
    static final BigDecimal VIP_RATE = new BigDecimal("0.95");

    public PriceResult calculate(OrderDraft draft) {
        BigDecimal goods = sumGoods(draft.getItems());
        // 包邮门槛按原商品金额
        BigDecimal shipping = goods.compareTo(FREE_SHIPPING_THRESHOLD) >= 0
                ? BigDecimal.ZERO
                : draft.getShippingFee();
        // VIP 商品金额 95 折，运费不打折
        BigDecimal payableGoods = draft.isVip()
                ? goods.multiply(VIP_RATE).setScale(2, RoundingMode.HALF_UP)
                : goods;
        // 优惠券门槛按折后金额
        BigDecimal couponOff = couponDiscount(draft.getCoupon(), payableGoods);
        BigDecimal total = payableGoods.subtract(couponOff).max(BigDecimal.ZERO);
        return new PriceResult(payableGoods, shipping, couponOff, total.setScale(2, RoundingMode.HALF_UP));
    }

    BigDecimal sumGoods(List<OrderItem> items) {
        return items.stream()
                .map(i -> i.getUnitPrice().multiply(BigDecimal.valueOf(i.getQuantity())))
                .reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    BigDecimal couponDiscount(Coupon coupon, BigDecimal goods) {
        if (coupon == null || goods.compareTo(coupon.getThreshold()) < 0) {
            return BigDecimal.ZERO;
        }
        return coupon.getAmount();
    }
}
