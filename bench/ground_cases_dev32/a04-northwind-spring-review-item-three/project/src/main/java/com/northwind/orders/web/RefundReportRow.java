package com.northwind.orders.web;

import java.math.BigDecimal;

public record RefundReportRow(String orderNumber, String customerName, String customerEmail,
                              BigDecimal amount, String currency) {
}
