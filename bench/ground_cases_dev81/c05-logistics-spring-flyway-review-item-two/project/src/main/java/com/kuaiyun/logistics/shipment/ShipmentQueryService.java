package com.kuaiyun.logistics.shipment;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
@Transactional(readOnly = true)
public class ShipmentQueryService {

    static final String IN_TRANSIT = "IN_TRANSIT";
    static final long STALE_HOURS = 48;

    private final ShipmentRepository shipments;

    public ShipmentQueryService(ShipmentRepository shipments) {
        this.shipments = shipments;
    }

    /** In-transit shipments per carrier, biggest first (dashboard pie chart). */
    public Map<String, Long> countInTransitByCarrier() {
        Map<String, Long> result = new LinkedHashMap<>();
        for (ShipmentRepository.CarrierCount row : shipments.countByCarrier(IN_TRANSIT)) {
            result.put(row.getCarrier(), row.getTotal());
        }
        return result;
    }

    /** Shipments in transit for more than 48 hours: the ops dashboard flags them for a call to the carrier. */
    public List<Shipment> findStale() {
        LocalDateTime cutoff = LocalDateTime.now().minusHours(STALE_HOURS);
        return shipments.findByStatusAndShippedAtBefore(IN_TRANSIT, cutoff.toInstant(ZoneOffset.UTC));
    }

    public List<Shipment> oldestInTransit() {
        return shipments.findTop50ByStatusOrderByShippedAtAsc(IN_TRANSIT);
    }
}
