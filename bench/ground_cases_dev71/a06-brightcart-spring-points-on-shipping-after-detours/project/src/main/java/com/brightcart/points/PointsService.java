package com.brightcart.points;

import com.brightcart.orders.Order;
import java.math.RoundingMode;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class PointsService {

    /** Points expire 730 days after they were earned. */
    static final long VALIDITY_DAYS = 730;

    private final PointsLedger ledger;
    private final Clock clock;

    public PointsService(PointsLedger ledger, Clock clock) {
        this.ledger = ledger;
        this.clock = clock;
    }

    /** One point per full euro spent on goods. Called once per placed order. */
    @Transactional
    public int earnFor(Order order) {
        if (ledger.existsByOrderIdAndKind(order.id(), PointsEntry.Kind.EARNED)) {
            return 0;
        }
        int points = order.total().setScale(0, RoundingMode.DOWN).intValueExact();
        if (points <= 0) {
            return 0;
        }
        Instant now = clock.instant();
        ledger.save(new PointsEntry(order.customerId(), order.id(), PointsEntry.Kind.EARNED, points,
                now, now.plus(VALIDITY_DAYS, ChronoUnit.DAYS)));
        return points;
    }

    /** Spends points oldest first. */
    @Transactional
    public void redeem(long customerId, String orderId, int points) {
        if (points > ledger.balance(customerId)) {
            throw new IllegalArgumentException("not enough points");
        }
        int left = points;
        for (PointsEntry e : ledger.findByCustomerIdAndKindAndRemainingGreaterThanOrderByCreatedAtAsc(
                customerId, PointsEntry.Kind.EARNED, 0)) {
            int take = Math.min(left, e.getRemaining());
            e.setRemaining(e.getRemaining() - take);
            left -= take;
            if (left == 0) {
                break;
            }
        }
        ledger.save(new PointsEntry(customerId, orderId, PointsEntry.Kind.REDEEMED, -points, clock.instant(), null));
    }

    public int balance(long customerId) {
        return ledger.balance(customerId);
    }

    /** Points of the balance that expire within the next {@code days} days. */
    public int expiringWithin(long customerId, int days) {
        return ledger.expiringBefore(customerId, clock.instant().plus(days, ChronoUnit.DAYS));
    }
}
