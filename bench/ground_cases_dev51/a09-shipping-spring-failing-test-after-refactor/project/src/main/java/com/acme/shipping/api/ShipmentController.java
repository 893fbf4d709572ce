package com.acme.shipping.api;

import com.acme.shipping.service.ShipmentService;
import com.acme.shipping.tracking.TrackingUrlBuilder;
import java.util.List;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/shipments")
public class ShipmentController {

    private final ShipmentService shipments;
    private final TrackingUrlBuilder tracking;

    public ShipmentController(ShipmentService shipments, TrackingUrlBuilder tracking) {
        this.shipments = shipments;
        this.tracking = tracking;
    }

    @GetMapping("/{id}")
    public ResponseEntity<ShipmentDto> get(@PathVariable long id) {
        return shipments.find(id)
                .map(s -> ShipmentDto.of(s, tracking.build(s.getCarrier(), s.getTrackingId())))
                .map(ResponseEntity::ok)
                .orElse(ResponseEntity.notFound().build());
    }

    @GetMapping
    public List<ShipmentDto> byOrder(@RequestParam String orderNumber) {
        return shipments.forOrder(orderNumber).stream()
                .map(s -> ShipmentDto.of(s, tracking.build(s.getCarrier(), s.getTrackingId())))
                .toList();
    }
}
