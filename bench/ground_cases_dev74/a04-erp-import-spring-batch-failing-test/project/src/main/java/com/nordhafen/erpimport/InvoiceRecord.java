package com.nordhafen.erpimport;

import java.math.BigDecimal;
import java.time.LocalDate;

/** What we store in billing.invoice_lines. */
public record InvoiceRecord(
        String invoiceNo,
        int position,
        String customerNo,
        String articleNo,
        BigDecimal quantity,
        BigDecimal netAmount,
        LineType type,
        LocalDate invoiceDate) {

    public enum LineType { INVOICE, CREDIT }
}
