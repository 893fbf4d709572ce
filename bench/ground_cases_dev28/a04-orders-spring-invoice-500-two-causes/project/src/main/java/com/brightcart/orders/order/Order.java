package com.brightcart.orders.order;

import jakarta.persistence.CascadeType;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.OneToMany;
import jakarta.persistence.Table;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;

@Entity
@Table(name = "orders")
public class Order {

    @Id
    private Long id;

    @Column(name = "customer_id", nullable = false)
    private Long customerId;

    @Column(name = "shipping_country", nullable = false, length = 2)
    private String shippingCountry;

    @Column(name = "placed_at", nullable = false)
    private LocalDateTime placedAt;

    @OneToMany(mappedBy = "order", cascade = CascadeType.ALL, fetch = FetchType.LAZY)
    private List<OrderLine> lines = new ArrayList<>();

    protected Order() {
    }

    public Long getId() { return id; }
    public Long getCustomerId() { return customerId; }
    public String getShippingCountry() { return shippingCountry; }
    public LocalDateTime getPlacedAt() { return placedAt; }
    public List<OrderLine> getLines() { return lines; }
}
