package com.acme.mall.pay;

import java.math.BigDecimal;

public class AmountMismatchException extends PayException {

    public AmountMismatchException(String orderNo, BigDecimal expect, BigDecimal actual) {
        super("amount mismatch, order=" + orderNo + " expect=" + expect.toPlainString()
                + " actual=" + actual.toPlainString());
    }
}
