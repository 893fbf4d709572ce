package com.acme.reporting.domain;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.math.BigDecimal;
import java.util.UUID;

@Entity
@Table(name = "invoice_lines")
public class InvoiceLine {

    @Id
    private UUID id;

    @ManyToOne
    @JoinColumn(name = "invoice_id")
    private Invoice invoice;

    private int position;
    private String category;
    private String currency;
    private BigDecimal net;

    public String getCategory() { return category; }
    public String getCurrency() { return currency; }
    public BigDecimal getNet() { return net; }
    public int getPosition() { return position; }
}
