package com.brightcart.orders.invoice;

import java.math.BigDecimal;

public record InvoiceLineDto(String sku, String title, int quantity, BigDecimal unitPrice, BigDecimal net) {
}
