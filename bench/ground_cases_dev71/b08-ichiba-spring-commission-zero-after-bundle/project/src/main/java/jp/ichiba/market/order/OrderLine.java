package jp.ichiba.market.order;

import java.time.LocalDate;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;

@Entity
public class OrderLine {
    @Id
    private Long id;
    private Long sellerId;
    private String sku;
    private long unitPrice;
    private int quantity;
    private LocalDate deliveredOn;

    protected OrderLine() {
    }

    public OrderLine(Long id, Long sellerId, String sku, long unitPrice, int quantity, LocalDate deliveredOn) {
        this.id = id;
        this.sellerId = sellerId;
        this.sku = sku;
        this.unitPrice = unitPrice;
        this.quantity = quantity;
        this.deliveredOn = deliveredOn;
    }

    public long amount() {
        return unitPrice * quantity;
    }

    public Long getSellerId() {
        return sellerId;
    }

    public String getSku() {
        return sku;
    }

    public LocalDate getDeliveredOn() {
        return deliveredOn;
    }
}
