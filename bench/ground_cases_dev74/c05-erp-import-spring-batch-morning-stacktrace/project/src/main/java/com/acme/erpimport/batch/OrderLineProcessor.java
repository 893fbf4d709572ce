package com.acme.erpimport.batch;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Locale;

import org.springframework.batch.item.ItemProcessor;
import org.springframework.stereotype.Component;

/**
 * Turns the ERP's text columns into an {@link OrderLine}. Returns null (filters the
 * line) for cancelled lines, which the ERP exports with quantity 0.
 */
@Component
public class OrderLineProcessor implements ItemProcessor<ErpOrderLine, OrderLine> {

    @Override
    public OrderLine process(ErpOrderLine in) {
        int quantity = Integer.parseInt(in.getQuantity().trim());
        if (quantity == 0) {
            return null;
        }
        return new OrderLine(
                in.getOrderNo().trim(),
                Integer.parseInt(in.getLineNo().trim()),
                in.getSku().trim().toUpperCase(Locale.ROOT),
                quantity,
                parseAmount(in.getUnitPrice()),
                in.getCurrency().trim().toUpperCase(Locale.ROOT),
                parseDate(in.getOrderDate()));
    }

    /** ERP amounts use a comma or a dot as decimal separator and never a thousands separator. */
    static BigDecimal parseAmount(String raw) {
        if (raw == null || raw.isBlank()) {
            return BigDecimal.ZERO; // free items come without a price
        }
        return new BigDecimal(raw.trim().replace(',', '.'));
    }

    static LocalDate parseDate(String raw) {
        return LocalDate.parse(raw.trim());
    }
}
