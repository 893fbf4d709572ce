package com.ledgerline.invoice;

import java.math.BigDecimal;

/** One invoice line. {@code discount} is null when the line was imported from the old system. */
public record LineItem(String description, int quantity, BigDecimal unitPrice, BigDecimal discount) {
}
