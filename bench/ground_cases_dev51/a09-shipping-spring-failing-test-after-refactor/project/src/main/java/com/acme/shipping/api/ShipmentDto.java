package com.acme.shipping.api;

import com.acme.shipping.service.Shipment;
import com.acme.shipping.tracking.Carrier;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.time.Instant;
import java.time.LocalDate;

public record ShipmentDto(
        long id,
        String orderNumber,
        Carrier carrier,
        String trackingId,
        String trackingUrl,
        String status,
        LocalDate estimatedDelivery,
        Instant createdAt) {

    /** Old name of {@link #estimatedDelivery()}; remove once app versions below 5.2 are gone. */
    @Deprecated(forRemoval = true)
    @JsonProperty("eta")
    public LocalDate eta() {
        return estimatedDelivery;
    }

    public static ShipmentDto of(Shipment s, String trackingUrl) {
        return new ShipmentDto(
                s.getId(),
                s.getOrderNumber(),
                s.getCarrier(),
                s.getTrackingId(),
                trackingUrl,
                s.getStatus().name(),
                s.getEta(),
                s.getCreatedAt());
    }
}
