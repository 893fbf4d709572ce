package com.acme.auction.model;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Objects;

/**
 * One bid as it arrives from the bidding gateway over Kafka. The topic is keyed
 * by auctionId, so all bids of one auction land in one partition, in order.
 */
public record BidEvent(
        String bidId,
        String auctionId,
        String bidderId,
        BigDecimal amount,
        Instant placedAt) {

    public BidEvent {
        Objects.requireNonNull(bidId, "bidId");
        Objects.requireNonNull(auctionId, "auctionId");
        Objects.requireNonNull(bidderId, "bidderId");
        Objects.requireNonNull(amount, "amount");
        Objects.requireNonNull(placedAt, "placedAt");
        if (amount.signum() <= 0) {
            throw new IllegalArgumentException("amount must be positive: " + amount);
        }
    }

    /** True when this bid is strictly higher than {@code current}; ties go to the earlier bid. */
    public boolean beats(BigDecimal current) {
        return current == null || amount.compareTo(current) > 0;
    }
}
