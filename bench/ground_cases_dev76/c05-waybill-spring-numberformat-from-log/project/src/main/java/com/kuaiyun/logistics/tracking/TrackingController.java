package com.kuaiyun.logistics.tracking;

import java.util.Map;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/tracking")
public class TrackingController {

    private static final Logger log = LoggerFactory.getLogger(TrackingController.class);

    private final TrackingEventRepository events;

    public TrackingController(TrackingEventRepository events) {
        this.events = events;
    }

    @GetMapping("/{number}")
    public ResponseEntity<?> lookup(@PathVariable String number) {
        try {
            TrackingNumber tn = TrackingNumber.parse(number);
            if (!tn.checksumOk()) {
                return ResponseEntity.badRequest().body(Map.of("error", "运单号校验位不对"));
            }
            return ResponseEntity.ok(Map.of(
                    "number", tn.toString(),
                    "carrier", tn.carrier(),
                    "events", events.findByTrackingNumberOrderByScanTimeDesc(tn.toString())));
        } catch (IllegalArgumentException e) {
            return ResponseEntity.badRequest().body(Map.of("error", e.getMessage()));
        } catch (RuntimeException e) {
            log.error("lookup failed", e);
            return ResponseEntity.internalServerError().build();
        }
    }
}
