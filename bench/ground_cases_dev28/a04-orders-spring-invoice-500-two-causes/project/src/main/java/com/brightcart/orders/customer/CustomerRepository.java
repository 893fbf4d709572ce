package com.brightcart.orders.customer;

import java.time.Instant;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

public interface CustomerRepository extends JpaRepository<Customer, Long> {

    List<Customer> findByErasureRequestedAtBefore(Instant cutoff);
}
