package com.haitun.logistics.web;

import java.util.List;
import java.util.Map;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import com.haitun.logistics.domain.ShipmentService;
import com.haitun.logistics.domain.TrackingEvent;

@RestController
@RequestMapping("/api/tracking")
public class TrackingController {

    private final ShipmentService service;

    public TrackingController(ShipmentService service) {
        this.service = service;
    }

    // The carrier webhook and the old mobile app both call this with a trailing slash.
    @GetMapping("/{trackingNo}/")
    public List<TrackingEvent> events(@PathVariable String trackingNo) {
        return service.trackingEvents(trackingNo);
    }

    @GetMapping("/{trackingNo}/summary")
    public Map<String, Object> summary(@PathVariable String trackingNo,
                                       @RequestParam(defaultValue = "zh") String lang) {
        List<TrackingEvent> events = service.trackingEvents(trackingNo);
        TrackingEvent last = events.isEmpty() ? null : events.get(events.size() - 1);
        return Map.of(
                "trackingNo", trackingNo,
                "count", events.size(),
                "lastStatus", last == null ? "UNKNOWN" : last.status(),
                "lang", lang);
    }
}
