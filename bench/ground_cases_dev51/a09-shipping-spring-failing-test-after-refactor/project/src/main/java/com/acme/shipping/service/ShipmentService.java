package com.acme.shipping.service;

import java.util.List;
import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class ShipmentService {

    public interface Repo extends JpaRepository<Shipment, Long> {
        List<Shipment> findByOrderNumberOrderByCreatedAtAsc(String orderNumber);
    }

    private final Repo repo;

    public ShipmentService(Repo repo) {
        this.repo = repo;
    }

    @Transactional(readOnly = true)
    public Optional<Shipment> find(long id) {
        return repo.findById(id);
    }

    @Transactional(readOnly = true)
    public List<Shipment> forOrder(String orderNumber) {
        return repo.findByOrderNumberOrderByCreatedAtAsc(orderNumber);
    }
}
