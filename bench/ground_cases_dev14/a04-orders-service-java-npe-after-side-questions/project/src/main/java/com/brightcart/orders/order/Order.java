package com.brightcart.orders.order;

import com.brightcart.orders.customer.Customer;
import jakarta.persistence.CascadeType;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.OneToMany;
import jakarta.persistence.OrderBy;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

@Entity
@Table(name = "orders")
public class Order {

    @Id
    private Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    private Customer customer;

    @OneToMany(mappedBy = "order", cascade = CascadeType.ALL, orphanRemoval = true)
    @OrderBy("position")
    private List<OrderLine> lines = new ArrayList<>();

    private String invoiceNumber;

    private Instant paidAt;

    protected Order() {
    }

    public Long getId() { return id; }

    public Customer getCustomer() { return customer; }

    public List<OrderLine> getLines() { return lines; }

    public String getInvoiceNumber() { return invoiceNumber; }

    public void setInvoiceNumber(String invoiceNumber) { this.invoiceNumber = invoiceNumber; }

    public Instant getPaidAt() { return paidAt; }

    public boolean isDigitalOnly() {
        return lines.stream().allMatch(OrderLine::isDigital);
    }
}
