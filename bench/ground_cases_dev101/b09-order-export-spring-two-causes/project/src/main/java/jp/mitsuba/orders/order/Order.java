package jp.mitsuba.orders.order;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.time.Instant;

@Entity
@Table(name = "orders")
public class Order {

    @Id
    private Long id;

    @Column(name = "order_no", nullable = false, unique = true)
    private String orderNo;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "store_id")
    private Store store;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(nullable = false)
    private long total;

    @Column(nullable = false)
    private String status;

    protected Order() {
    }

    public Order(Long id, String orderNo, Store store, Instant createdAt, long total, String status) {
        this.id = id;
        this.orderNo = orderNo;
        this.store = store;
        this.createdAt = createdAt;
        this.total = total;
        this.status = status;
    }

    public Long getId() { return id; }
    public String getOrderNo() { return orderNo; }
    public Store getStore() { return store; }
    public Instant getCreatedAt() { return createdAt; }
    public long getTotal() { return total; }
    public String getStatus() { return status; }
}
