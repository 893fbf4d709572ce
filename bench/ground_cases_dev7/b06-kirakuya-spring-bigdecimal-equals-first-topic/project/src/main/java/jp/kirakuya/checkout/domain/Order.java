package jp.kirakuya.checkout.domain;

import jakarta.persistence.*;
import java.math.BigDecimal;
import java.time.OffsetDateTime;

@Entity
@Table(name = "orders")
public class Order {

    public enum Status { PENDING_PAYMENT, PAID, CANCELLED }

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(nullable = false, unique = true)
    private String number;

    @Column(nullable = false, precision = 12, scale = 2)
    private BigDecimal total;

    @Enumerated(EnumType.STRING)
    private Status status = Status.PENDING_PAYMENT;

    private String paymentRef;
    private OffsetDateTime paidAt;

    protected Order() {}

    public Order(String number, BigDecimal total) {
        this.number = number;
        this.total = total;
    }

    public void markPaid(String paymentRef) {
        this.status = Status.PAID;
        this.paymentRef = paymentRef;
        this.paidAt = OffsetDateTime.now();
    }

    public Long getId() { return id; }
    public String getNumber() { return number; }
    public BigDecimal getTotal() { return total; }
    public Status getStatus() { return status; }
    public String getPaymentRef() { return paymentRef; }
}
