package jp.kaede.shopadmin.order;

import java.time.LocalDateTime;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

@Entity
@Table(name = "orders")
public class Order {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "order_number", nullable = false, unique = true)
    private String orderNumber;

    @Column(name = "shop_id", nullable = false)
    private Long shopId;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private OrderStatus status;

    @Column(name = "total_amount", nullable = false)
    private long totalAmount;

    @Column(name = "ordered_at", nullable = false)
    private LocalDateTime orderedAt;

    protected Order() {
    }

    public Order(String orderNumber, Long shopId, OrderStatus status, long totalAmount, LocalDateTime orderedAt) {
        this.orderNumber = orderNumber;
        this.shopId = shopId;
        this.status = status;
        this.totalAmount = totalAmount;
        this.orderedAt = orderedAt;
    }

    public Long getId() { return id; }
    public String getOrderNumber() { return orderNumber; }
    public Long getShopId() { return shopId; }
    public OrderStatus getStatus() { return status; }
    public long getTotalAmount() { return totalAmount; }
    public LocalDateTime getOrderedAt() { return orderedAt; }

    public void changeStatus(OrderStatus next) {
        if (!status.canTransitTo(next)) {
            throw new IllegalStateException(status + " -> " + next + " is not allowed");
        }
        this.status = next;
    }
}
