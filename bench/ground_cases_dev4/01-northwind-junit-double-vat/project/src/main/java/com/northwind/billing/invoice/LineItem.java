package com.northwind.billing.invoice;

import com.northwind.billing.tax.VatRates;
import java.math.BigDecimal;
import java.math.RoundingMode;

public record LineItem(String sku, int quantity, BigDecimal unitNet) {

    public BigDecimal net() {
        return unitNet.multiply(BigDecimal.valueOf(quantity));
    }

    /** Net plus VAT at the standard rate, rounded to cents. */
    public BigDecimal gross() {
        return net().multiply(BigDecimal.ONE.add(VatRates.STANDARD)).setScale(2, RoundingMode.HALF_UP);
    }
}
