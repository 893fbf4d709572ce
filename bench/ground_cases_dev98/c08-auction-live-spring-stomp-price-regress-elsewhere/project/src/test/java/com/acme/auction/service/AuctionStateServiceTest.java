package com.acme.auction.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.time.Instant;

import org.junit.jupiter.api.Test;

import com.acme.auction.model.BidEvent;

class AuctionStateServiceTest {

    private final AuctionStateService service = new AuctionStateService();

    private static BidEvent bid(String id, String bidder, String amount) {
        return new BidEvent(id, "a1", bidder, new BigDecimal(amount), Instant.parse("2025-10-01T10:00:00Z"));
    }

    @Test
    void firstBidLeads() {
        var outcome = service.apply(bid("b1", "ana", "500")).orElseThrow();
        assertTrue(outcome.accepted());
        assertEquals(new BigDecimal("500"), outcome.state().highest());
    }

    @Test
    void lowerBidDoesNotReplaceHighest() {
        service.apply(bid("b1", "ana", "520"));
        var outcome = service.apply(bid("b2", "bo", "500")).orElseThrow();
        assertFalse(outcome.accepted());
        assertEquals(new BigDecimal("520"), outcome.state().highest());
        assertEquals("ana", outcome.state().leaderId());
    }

    @Test
    void equalBidKeepsEarlierLeader() {
        service.apply(bid("b1", "ana", "500"));
        var outcome = service.apply(bid("b2", "bo", "500")).orElseThrow();
        assertFalse(outcome.accepted());
        assertEquals("ana", outcome.state().leaderId());
        assertEquals(2, outcome.state().bidCount());
    }

    @Test
    void redeliveredBidIsIgnored() {
        service.apply(bid("b1", "ana", "500"));
        assertTrue(service.apply(bid("b1", "ana", "500")).isEmpty());
    }
}
