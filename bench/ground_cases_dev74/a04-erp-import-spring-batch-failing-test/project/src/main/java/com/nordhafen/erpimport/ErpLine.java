package com.nordhafen.erpimport;

import java.math.BigDecimal;
import java.time.LocalDate;

/** One line of the ERP's nightly invoice export (semicolon CSV, ISO-8859-15, German numbers). */
public record ErpLine(
        String invoiceNo,
        int position,
        String customerNo,
        String articleNo,
        BigDecimal quantity,
        BigDecimal unitPrice,
        BigDecimal discountPct,
        LocalDate invoiceDate) {
}
