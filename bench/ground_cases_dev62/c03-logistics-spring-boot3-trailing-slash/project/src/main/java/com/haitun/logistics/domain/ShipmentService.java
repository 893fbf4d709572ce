package com.haitun.logistics.domain;

import java.util.List;
import java.util.Optional;

import org.springframework.data.domain.PageRequest;
import org.springframework.stereotype.Service;

@Service
public class ShipmentService {

    private final ShipmentRepository shipments;
    private final TrackingEventRepository events;

    public ShipmentService(ShipmentRepository shipments, TrackingEventRepository events) {
        this.shipments = shipments;
        this.events = events;
    }

    public List<Shipment> findRecent(int limit) {
        return shipments.findAllByOrderByCreatedAtDesc(PageRequest.of(0, limit));
    }

    public Optional<Shipment> find(long id) {
        return shipments.findById(id);
    }

    public Shipment save(Shipment shipment) {
        return shipments.save(shipment);
    }

    public List<TrackingEvent> trackingEvents(String trackingNo) {
        return events.findByTrackingNoOrderByOccurredAtAsc(trackingNo);
    }
}
