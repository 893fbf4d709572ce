package com.acme.billing.invoice;

import java.math.BigDecimal;

public record InvoiceDto(Long id, String number, InvoiceStatus status, BigDecimal vat, BigDecimal creditApplied,
                         BigDecimal amountDue) {

    public static InvoiceDto from(Invoice invoice) {
        return new InvoiceDto(invoice.getId(), invoice.getNumber(), invoice.getStatus(), invoice.getVat(),
                invoice.getCreditApplied(), invoice.amountDue());
    }
}
