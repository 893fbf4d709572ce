package jp.co.kurobox.shipping.order;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

@Entity
@Table(name = "orders")
public class Order {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(nullable = false)
    private String customerId;

    @Column(nullable = false)
    private String paymentId;

    private long totalYen;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private OrderStatus status = OrderStatus.PENDING;

    private String postalCode;
    private String address;
    private String cancelReason;
    private Instant cancelledAt;

    protected Order() {
    }

    public Order(String customerId, String paymentId, long totalYen, String postalCode, String address) {
        this.customerId = customerId;
        this.paymentId = paymentId;
        this.totalYen = totalYen;
        this.postalCode = postalCode;
        this.address = address;
    }

    public void cancel(String reason, Instant at) {
        this.status = OrderStatus.CANCELLED;
        this.cancelReason = reason;
        this.cancelledAt = at;
    }

    public void changeAddress(String postalCode, String address) {
        this.postalCode = postalCode;
        this.address = address;
    }

    public void markStatus(OrderStatus status) {
        this.status = status;
    }

    public Long getId() { return id; }
    public String getCustomerId() { return customerId; }
    public String getPaymentId() { return paymentId; }
    public long getTotalYen() { return totalYen; }
    public OrderStatus getStatus() { return status; }
    public String getPostalCode() { return postalCode; }
    public String getAddress() { return address; }
    public String getCancelReason() { return cancelReason; }
    public Instant getCancelledAt() { return cancelledAt; }
}
