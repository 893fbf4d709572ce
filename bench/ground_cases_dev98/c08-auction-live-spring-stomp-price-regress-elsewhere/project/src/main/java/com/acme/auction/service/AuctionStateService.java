package com.acme.auction.service;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

import org.springframework.stereotype.Service;

import com.acme.auction.model.BidEvent;

/** The live state of every running auction, built from the bid stream. */
@Service
public class AuctionStateService {

    public record AuctionState(String auctionId, BigDecimal highest, String leaderId, String bidId,
                               long bidCount, Instant updatedAt) {
        static AuctionState empty(String auctionId) {
            return new AuctionState(auctionId, null, null, null, 0, null);
        }
    }

    /** What one bid did: whether it took the lead, and the state after it. */
    public record Outcome(BidEvent bid, boolean accepted, AuctionState state) {
    }

    private final ConcurrentMap<String, AuctionState> states = new ConcurrentHashMap<>();
    private final Set<String> seenBids = ConcurrentHashMap.newKeySet();

    public Optional<Outcome> apply(BidEvent bid) {
        if (!seenBids.add(bid.bidId())) {
            return Optional.empty(); // redelivered after a consumer rebalance
        }
        AuctionState after = states.compute(bid.auctionId(), (id, current) -> {
            AuctionState base = current == null ? AuctionState.empty(id) : current;
            if (!bid.beats(base.highest())) {
                // the highest price never goes down: a late or lower bid only counts
                return new AuctionState(id, base.highest(), base.leaderId(), base.bidId(),
                        base.bidCount() + 1, base.updatedAt());
            }
            return new AuctionState(id, bid.amount(), bid.bidderId(), bid.bidId(),
                    base.bidCount() + 1, bid.placedAt());
        });
        return Optional.of(new Outcome(bid, bid.bidId().equals(after.bidId()), after));
    }

    public Optional<AuctionState> current(String auctionId) {
        return Optional.ofNullable(states.get(auctionId));
    }
}
