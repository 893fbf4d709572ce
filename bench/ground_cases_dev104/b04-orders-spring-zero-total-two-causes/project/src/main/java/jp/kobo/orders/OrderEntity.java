package jp.kobo.orders;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.math.BigDecimal;
import java.time.Instant;

@Entity
@Table(name = "orders")
public class OrderEntity {

    @Id
    @GeneratedValue
    private Long id;

    private long customerId;
    private BigDecimal subtotal;
    private BigDecimal total;
    private Instant createdAt = Instant.now();

    protected OrderEntity() {
    }

    public OrderEntity(long customerId, BigDecimal subtotal, BigDecimal total) {
        this.customerId = customerId;
        this.subtotal = subtotal;
        this.total = total;
    }

    public Long getId() { return id; }

    public long getCustomerId() { return customerId; }

    public BigDecimal getSubtotal() { return subtotal; }

    public BigDecimal getTotal() { return total; }

    public Instant getCreatedAt() { return createdAt; }
}
