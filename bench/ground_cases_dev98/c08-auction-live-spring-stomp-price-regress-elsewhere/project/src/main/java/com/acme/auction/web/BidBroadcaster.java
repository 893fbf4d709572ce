package com.acme.auction.web;

import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.Map;

import org.springframework.messaging.simp.SimpMessagingTemplate;
import org.springframework.stereotype.Component;

import com.acme.auction.model.BidEvent;
import com.acme.auction.service.AuctionStateService.AuctionState;
import com.acme.auction.service.AuctionStateService.Outcome;

/**
 * Pushes bids to the auction page (the auction-web repository) over STOMP.
 *
 * <ul>
 *   <li>{@code /topic/auctions/{id}/bids}: every bid in arrival order, accepted or not. Rejected
 *       bids are part of the contract: the bid history shows them greyed out as "outbid" (AUC-212).</li>
 *   <li>{@code /topic/auctions/{id}/state}: the auction's state after the bid. The headline price
 *       and the leader must be taken from here only.</li>
 * </ul>
 */
@Component
public class BidBroadcaster {

    private final SimpMessagingTemplate messaging;
    private final Clock clock;

    public BidBroadcaster(SimpMessagingTemplate messaging, Clock clock) {
        this.messaging = messaging;
        this.clock = clock;
    }

    public void publish(Outcome outcome) {
        BidEvent bid = outcome.bid();
        String base = "/topic/auctions/" + bid.auctionId();
        Map<String, Object> feed = new LinkedHashMap<>();
        feed.put("bidId", bid.bidId());
        feed.put("bidderId", bid.bidderId());
        feed.put("amount", bid.amount());
        feed.put("placedAt", bid.placedAt().toString());
        feed.put("accepted", outcome.accepted());
        String now = clock.instant().toString();
        feed.put("serverTime", now);
        messaging.convertAndSend(base + "/bids", feed);
        Map<String, Object> state = statePayload(outcome.state());
        state.put("serverTime", now);
        messaging.convertAndSend(base + "/state", state);
    }

    public static Map<String, Object> statePayload(AuctionState state) {
        Map<String, Object> payload = new LinkedHashMap<>();
        payload.put("auctionId", state.auctionId());
        payload.put("highest", state.highest());
        payload.put("leaderId", state.leaderId());
        payload.put("bidCount", state.bidCount());
        payload.put("updatedAt", state.updatedAt() == null ? null : state.updatedAt().toString());
        return payload;
    }
}
