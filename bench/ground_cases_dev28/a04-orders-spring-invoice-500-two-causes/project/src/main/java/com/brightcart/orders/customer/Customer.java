package com.brightcart.orders.customer;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

@Entity
@Table(name = "customers")
public class Customer {

    @Id
    private Long id;

    @Column(name = "billing_name", nullable = false)
    private String billingName;

    @Column(name = "billing_address", nullable = false)
    private String billingAddress;

    @Column(name = "erasure_requested_at")
    private Instant erasureRequestedAt;

    protected Customer() {
    }

    public Long getId() { return id; }
    public String getBillingName() { return billingName; }
    public String getBillingAddress() { return billingAddress; }
    public Instant getErasureRequestedAt() { return erasureRequestedAt; }
}
