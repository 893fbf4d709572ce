package com.acme.auction.web;

import java.util.Map;

import org.springframework.http.CacheControl;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import com.acme.auction.service.AuctionStateService;

/** First paint of the auction page; live updates come over STOMP afterwards. */
@RestController
@RequestMapping("/auctions")
public class AuctionController {

    private final AuctionStateService states;

    public AuctionController(AuctionStateService states) {
        this.states = states;
    }

    @GetMapping("/{id}/state")
    public ResponseEntity<Map<String, Object>> state(@PathVariable String id,
                                                     @RequestHeader(value = "If-None-Match", required = false) String etag) {
        return states.current(id)
                .map(state -> {
                    String tag = "\"" + state.bidCount() + "\"";
                    if (tag.equals(etag)) {
                        return ResponseEntity.status(304).eTag(tag).<Map<String, Object>>build();
                    }
                    return ResponseEntity.ok()
                            .cacheControl(CacheControl.noCache())
                            .eTag(tag)
                            .body(BidBroadcaster.statePayload(state));
                })
                .orElseGet(() -> ResponseEntity.notFound().build());
    }
}
