package com.brightcart.orders.invoice;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;

public record InvoiceDto(
        String number,
        LocalDate issuedOn,
        String customerName,
        String customerEmail,
        String billingLine1,
        String billingPostalCode,
        String billingCity,
        String countryCode,
        List<Line> lines,
        BigDecimal net,
        BigDecimal vat,
        BigDecimal gross) {

    public record Line(String sku, String description, int quantity, BigDecimal unitNet) {

        public BigDecimal total() {
            return unitNet.multiply(BigDecimal.valueOf(quantity));
        }
    }

    public boolean isReverseCharge() {
        return vat.signum() == 0 && !"DE".equals(countryCode);
    }

    public String displayNumber() {
        return "INV-" + number;
    }
}
