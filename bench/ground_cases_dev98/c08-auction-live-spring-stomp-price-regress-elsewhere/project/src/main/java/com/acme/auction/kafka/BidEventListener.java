package com.acme.auction.kafka;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

import com.acme.auction.model.BidEvent;
import com.acme.auction.service.AuctionStateService;
import com.acme.auction.web.BidBroadcaster;

@Component
public class BidEventListener {

    private static final Logger log = LoggerFactory.getLogger(BidEventListener.class);

    private final AuctionStateService states;
    private final BidBroadcaster broadcaster;

    public BidEventListener(AuctionStateService states, BidBroadcaster broadcaster) {
        this.states = states;
        this.broadcaster = broadcaster;
    }

    @KafkaListener(topics = "${auction.bids-topic}", concurrency = "${auction.listener-concurrency:3}")
    public void onBid(BidEvent bid) {
        states.apply(bid).ifPresentOrElse(
                broadcaster::publish,
                () -> log.debug("bid {} seen before, ignored", bid.bidId()));
    }
}
