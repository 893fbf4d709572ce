package com.brightpay.ledger.invoice;

import java.math.BigDecimal;

public final class InvoiceSettlement {
    private InvoiceSettlement() {}

    public static boolean settled(BigDecimal paid, BigDecimal due) {
        return paid.compareTo(due) >= 0;
    }
}
