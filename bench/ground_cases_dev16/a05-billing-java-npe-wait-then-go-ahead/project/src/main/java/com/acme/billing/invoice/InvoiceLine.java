package com.acme.billing.invoice;

import java.math.BigDecimal;

import jakarta.persistence.*;

@Entity
@Table(name = "invoice_lines")
public class InvoiceLine {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @ManyToOne(optional = false)
    @JoinColumn(name = "invoice_id")
    private Invoice invoice;

    @Column(nullable = false)
    private String description;

    private int quantity;

    @Column(name = "unit_price", nullable = false)
    private BigDecimal unitPrice;

    protected InvoiceLine() {
    }

    public static InvoiceLine of(String description, int quantity, BigDecimal unitPrice) {
        InvoiceLine line = new InvoiceLine();
        line.description = description;
        line.quantity = quantity;
        line.unitPrice = unitPrice;
        return line;
    }

    public BigDecimal amount() {
        return unitPrice.multiply(BigDecimal.valueOf(quantity));
    }

    public String getDescription() { return description; }
    public int getQuantity() { return quantity; }
    public BigDecimal getUnitPrice() { return unitPrice; }
}
