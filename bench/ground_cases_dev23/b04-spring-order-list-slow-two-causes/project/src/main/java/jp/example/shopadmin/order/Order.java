package jp.example.shopadmin.order;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;

import jakarta.persistence.*;

import jp.example.shopadmin.customer.Customer;

@Entity
@Table(name = "orders")
public class Order {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "order_no", nullable = false, unique = true)
    private String orderNo;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "customer_id")
    private Customer customer;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private OrderStatus status;

    @Column(name = "total_yen", nullable = false)
    private long totalYen;

    @Column(name = "created_at", nullable = false, updatable = false)
    private OffsetDateTime createdAt;

    @Column(name = "updated_at", nullable = false)
    private OffsetDateTime updatedAt;

    @OneToMany(mappedBy = "order", cascade = CascadeType.ALL, orphanRemoval = true)
    private List<OrderItem> items = new ArrayList<>();

    protected Order() {
    }

    public Long getId() { return id; }
    public String getOrderNo() { return orderNo; }
    public Customer getCustomer() { return customer; }
    public OrderStatus getStatus() { return status; }
    public long getTotalYen() { return totalYen; }
    public OffsetDateTime getCreatedAt() { return createdAt; }
    public List<OrderItem> getItems() { return items; }

    public void changeStatus(OrderStatus next) {
        if (!status.canMoveTo(next)) {
            throw new IllegalStateException("cannot move from " + status + " to " + next);
        }
        this.status = next;
        this.updatedAt = OffsetDateTime.now();
    }
}
