package com.duoduo.mall.order;

import java.math.BigDecimal;

public class OrderLine {
    private final long id;
    private final String sku;
    private final BigDecimal unitPrice;
    private final int quantity;
    /** 订单级优惠券分摊到本行的金额。 */
    private final BigDecimal discountShare;
    private boolean cancelled;

    public OrderLine(long id, String sku, BigDecimal unitPrice, int quantity, BigDecimal discountShare) {
        this.id = id;
        this.sku = sku;
        this.unitPrice = unitPrice;
        this.quantity = quantity;
        this.discountShare = discountShare;
    }

    public long getId() { return id; }
    public String getSku() { return sku; }
    public BigDecimal getUnitPrice() { return unitPrice; }
    public int getQuantity() { return quantity; }
    public BigDecimal getDiscountShare() { return discountShare; }
    public boolean isCancelled() { return cancelled; }
    public void markCancelled() { this.cancelled = true; }

    public BigDecimal paidAmount() {
        return unitPrice.multiply(BigDecimal.valueOf(quantity)).subtract(discountShare);
    }
}
