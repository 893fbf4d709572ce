package io.seatwise.billing;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.LocalDate;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class SeatService {

    private final ProrationService proration;
    private final SubscriptionRepository subscriptions;
    private final InvoiceClient invoices;
    private final Clock clock;

    public SeatService(ProrationService proration, SubscriptionRepository subscriptions, InvoiceClient invoices, Clock clock) {
        this.proration = proration;
        this.subscriptions = subscriptions;
        this.invoices = invoices;
        this.clock = clock;
    }

    @Transactional
    public BigDecimal addSeats(long workspaceId, int count) {
        Subscription sub = subscriptions.findByWorkspaceId(workspaceId).orElseThrow();
        BigDecimal perSeat = sub.plan().seatPrice().multiply(BigDecimal.valueOf(count));
        BigDecimal charge = proration.prorate(perSeat, sub.periodStart(), sub.periodEnd(), LocalDate.now(clock));
        subscriptions.save(sub.withSeats(sub.seats() + count));
        invoices.chargeNow(workspaceId, charge, count + " additional seat(s)");
        return charge;
    }
}
