package com.alpenfakt.billing.invoice.dto;

import java.math.BigDecimal;

public record InvoiceLineDto(String description, BigDecimal quantity, BigDecimal unitPrice, BigDecimal total) {
}
