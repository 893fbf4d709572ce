package com.acme.erpimport.batch;

/** One line of the ERP's nightly order export, as text. */
public class ErpOrderLine {
    private String orderNo;
    private String lineNo;
    private String sku;
    private String quantity;
    private String unitPrice;
    private String currency;
    private String orderDate;

    public String getOrderNo() { return orderNo; }
    public void setOrderNo(String orderNo) { this.orderNo = orderNo; }
    public String getLineNo() { return lineNo; }
    public void setLineNo(String lineNo) { this.lineNo = lineNo; }
    public String getSku() { return sku; }
    public void setSku(String sku) { this.sku = sku; }
    public String getQuantity() { return quantity; }
    public void setQuantity(String quantity) { this.quantity = quantity; }
    public String getUnitPrice() { return unitPrice; }
    public void setUnitPrice(String unitPrice) { this.unitPrice = unitPrice; }
    public String getCurrency() { return currency; }
    public void setCurrency(String currency) { this.currency = currency; }
    public String getOrderDate() { return orderDate; }
    public void setOrderDate(String orderDate) { this.orderDate = orderDate; }

    @Override
    public String toString() {
        return orderNo + "/" + lineNo + " " + sku + " x" + quantity + " @" + unitPrice + " " + currency + " " + orderDate;
    }
}
