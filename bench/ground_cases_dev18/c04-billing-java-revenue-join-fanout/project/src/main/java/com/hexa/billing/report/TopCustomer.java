package com.hexa.billing.report;

import java.math.BigDecimal;

public record TopCustomer(long customerId, String name, BigDecimal revenue) {
}
