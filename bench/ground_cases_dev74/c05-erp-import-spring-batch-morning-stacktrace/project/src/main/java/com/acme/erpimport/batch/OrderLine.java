package com.acme.erpimport.batch;

import java.math.BigDecimal;
import java.time.LocalDate;

public record OrderLine(
        String orderNo,
        int lineNo,
        String sku,
        int quantity,
        BigDecimal unitPrice,
        String currency,
        LocalDate orderDate) {

    public BigDecimal lineTotal() {
        return unitPrice.multiply(BigDecimal.valueOf(quantity));
    }
}
