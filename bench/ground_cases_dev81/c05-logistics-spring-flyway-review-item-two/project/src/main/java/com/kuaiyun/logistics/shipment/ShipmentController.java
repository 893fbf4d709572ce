package com.kuaiyun.logistics.shipment;

import java.util.List;
import java.util.Map;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/shipments")
public class ShipmentController {

    private final ShipmentQueryService queries;

    public ShipmentController(ShipmentQueryService queries) {
        this.queries = queries;
    }

    @GetMapping("/stale")
    public List<Map<String, Object>> stale() {
        return queries.findStale().stream()
                .map(s -> Map.<String, Object>of(
                        "orderNo", s.getOrderNo(),
                        "carrier", s.getCarrierCode(),
                        "shippedAt", s.getShippedAt().toString()))
                .toList();
    }

    @GetMapping("/oldest")
    public List<String> oldest() {
        return queries.oldestInTransit().stream().map(Shipment::getOrderNo).toList();
    }
}
