package com.duoduo.mall.order;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

import org.springframework.stereotype.Component;

@Component
public class RefundCalculator {

    /** 整单取消：退实付商品金额 + 运费。 */
    public BigDecimal refundForOrder(Order order) {
        BigDecimal goods = order.getLines().stream()
                .filter(l -> !l.isCancelled())
                .map(OrderLine::paidAmount)
                .reduce(BigDecimal.ZERO, BigDecimal::add);
        return goods.add(order.getShippingFee()).setScale(2, RoundingMode.HALF_UP);
    }

    /** 部分取消：只退被取消的行，运费在最后一行被取消时才退。 */
    public BigDecimal refundForLines(Order order, List<OrderLine> toCancel) {
        BigDecimal goods = BigDecimal.ZERO;
        for (OrderLine line : toCancel) {
            goods = goods.add(line.getUnitPrice().multiply(BigDecimal.valueOf(line.getQuantity())));
        }
        long remaining = order.getLines().stream()
                .filter(l -> !l.isCancelled() && !toCancel.contains(l))
                .count();
        if (remaining == 0) {
            goods = goods.add(order.getShippingFee());
        }
        return goods.setScale(2, RoundingMode.HALF_UP);
    }
}
