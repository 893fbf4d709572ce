package com.brightcart.orders.order;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import java.math.BigDecimal;

@Entity
public class OrderLine {

    @Id
    private Long id;

    @ManyToOne(optional = false)
    private Order order;

    private int position;

    private String sku;

    private String title;

    private int quantity;

    private BigDecimal unitNet;

    private boolean digital;

    protected OrderLine() {
    }

    public String getSku() { return sku; }

    public String getTitle() { return title; }

    public int getQuantity() { return quantity; }

    public BigDecimal getUnitNet() { return unitNet; }

    public boolean isDigital() { return digital; }
}
