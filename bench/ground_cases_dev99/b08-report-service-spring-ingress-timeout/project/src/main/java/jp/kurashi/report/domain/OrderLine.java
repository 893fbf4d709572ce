package jp.kurashi.report.domain;

import java.math.BigDecimal;

import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;

@Entity
@Table(name = "order_lines")
public class OrderLine {

    @Id
    private Long id;

    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "order_id")
    private Order order;

    private String sku;

    private String category;

    private int quantity;

    private BigDecimal unitPrice;

    protected OrderLine() {
    }

    public OrderLine(Long id, Order order, String sku, String category, int quantity, BigDecimal unitPrice) {
        this.id = id;
        this.order = order;
        this.sku = sku;
        this.category = category;
        this.quantity = quantity;
        this.unitPrice = unitPrice;
    }

    public BigDecimal amount() {
        return unitPrice.multiply(BigDecimal.valueOf(quantity));
    }

    public String getSku() { return sku; }
    public String getCategory() { return category; }
    public int getQuantity() { return quantity; }
}
