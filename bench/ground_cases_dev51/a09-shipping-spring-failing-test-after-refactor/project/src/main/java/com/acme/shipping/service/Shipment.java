package com.acme.shipping.service;

import com.acme.shipping.tracking.Carrier;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import java.time.Instant;
import java.time.LocalDate;

@Entity
public class Shipment {
    public enum Status { CREATED, HANDED_OVER, IN_TRANSIT, DELIVERED, RETURNED }

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;
    private String orderNumber;
    @Enumerated(EnumType.STRING)
    private Carrier carrier;
    /** Empty string for shipments imported from the old system before a label was printed. */
    private String trackingId;
    @Enumerated(EnumType.STRING)
    private Status status = Status.CREATED;
    private LocalDate eta;
    private Instant createdAt = Instant.now();

    protected Shipment() {}

    public Shipment(String orderNumber, Carrier carrier, String trackingId) {
        this.orderNumber = orderNumber;
        this.carrier = carrier;
        this.trackingId = trackingId;
    }

    public Long getId() { return id; }
    public String getOrderNumber() { return orderNumber; }
    public Carrier getCarrier() { return carrier; }
    public String getTrackingId() { return trackingId; }
    public Status getStatus() { return status; }
    public LocalDate getEta() { return eta; }
    public Instant getCreatedAt() { return createdAt; }
    public void setStatus(Status status) { this.status = status; }
    public void setEta(LocalDate eta) { this.eta = eta; }
}
