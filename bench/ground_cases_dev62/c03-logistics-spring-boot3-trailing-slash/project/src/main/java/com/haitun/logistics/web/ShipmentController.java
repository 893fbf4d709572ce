package com.haitun.logistics.web;

import java.util.List;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import com.haitun.logistics.domain.Shipment;
import com.haitun.logistics.domain.ShipmentService;

@RestController
@RequestMapping("/api")
public class ShipmentController {

    private final ShipmentService service;

    public ShipmentController(ShipmentService service) {
        this.service = service;
    }

    @GetMapping("/shipments")
    public List<Shipment> list() {
        return service.findRecent(100);
    }

    @GetMapping("/shipments/{id}")
    public ResponseEntity<Shipment> get(@PathVariable long id) {
        return service.find(id).map(ResponseEntity::ok).orElse(ResponseEntity.notFound().build());
    }

    @PostMapping("/shipments")
    public Shipment create(@RequestBody Shipment shipment) {
        return service.save(shipment);
    }
}
