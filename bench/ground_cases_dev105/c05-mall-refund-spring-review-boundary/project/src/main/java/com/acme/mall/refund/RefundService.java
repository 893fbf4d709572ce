package com.acme.mall.refund;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Clock;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

@Service
public class RefundService {
    private static final Logger log = LoggerFactory.getLogger(RefundService.class);
    static final int REFUND_WINDOW_DAYS = 7;
    private static final ZoneId SHOP_ZONE = ZoneId.of("Asia/Shanghai");

    private final Clock clock;

    public RefundService(Clock clock) {
        this.clock = clock;
    }

    /** 签收后 7 天内（含第 7 天）可无理由退货。 */
    public boolean isRefundable(Order order) {
        if (order.getStatus() != Order.Status.DELIVERED || order.getDeliveredAt() == null) {
            return false;
        }
        var delivered = order.getDeliveredAt().atZone(SHOP_ZONE).toLocalDate();
        var today = clock.instant().atZone(SHOP_ZONE).toLocalDate();
        long days = ChronoUnit.DAYS.between(delivered, today);
        return days < REFUND_WINDOW_DAYS;
    }

    public BigDecimal refundAmount(Order order, BigDecimal restockingFeeRate) {
        if (!isRefundable(order)) {
            log.warn("order {} not refundable", order.getId());
            return BigDecimal.ZERO;
        }
        BigDecimal fee = order.getAmount().multiply(restockingFeeRate).setScale(2, RoundingMode.HALF_UP);
        return order.getAmount().subtract(fee);
    }
}
