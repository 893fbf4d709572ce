package com.northwind.billing.invoice;

import com.northwind.billing.tax.VatRates;
import java.math.BigDecimal;
import java.math.RoundingMode;
import org.springframework.stereotype.Service;

@Service
public class InvoiceService {

    public BigDecimal subtotal(Invoice invoice) {
        return invoice.lines().stream().map(LineItem::net).reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    public BigDecimal total(Invoice invoice) {
        BigDecimal gross = invoice.lines().stream().map(LineItem::gross).reduce(BigDecimal.ZERO, BigDecimal::add);
        return gross.multiply(BigDecimal.ONE.add(VatRates.STANDARD)).setScale(2, RoundingMode.HALF_UP);
    }

    public BigDecimal vat(Invoice invoice) {
        return total(invoice).subtract(subtotal(invoice));
    }
}
