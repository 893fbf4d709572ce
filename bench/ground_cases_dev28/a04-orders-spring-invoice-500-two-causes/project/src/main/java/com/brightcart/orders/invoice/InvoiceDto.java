package com.brightcart.orders.invoice;

import java.math.BigDecimal;
import java.util.List;

public record InvoiceDto(
        String number,
        String billingName,
        String billingAddress,
        String country,
        List<InvoiceLineDto> lines,
        BigDecimal net,
        BigDecimal taxRate,
        BigDecimal tax,
        BigDecimal gross) {
}
