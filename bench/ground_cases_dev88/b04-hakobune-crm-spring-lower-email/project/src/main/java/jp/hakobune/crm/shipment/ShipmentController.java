package jp.hakobune.crm.shipment;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/shipments")
public class ShipmentController {
    private final ShipmentRepository shipments;

    public ShipmentController(ShipmentRepository shipments) {
        this.shipments = shipments;
    }

    @GetMapping("/track/{trackingNo}")
    public ResponseEntity<Shipment> track(@PathVariable String trackingNo) {
        return shipments.findByTrackingNo(trackingNo)
                .map(ResponseEntity::ok)
                .orElse(ResponseEntity.notFound().build());
    }
}
