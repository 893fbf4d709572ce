package com.acme.order.web.dto;

import com.acme.order.domain.OrderStatus;
import java.math.BigDecimal;

public record OrderSummary(Long id, OrderStatus status, BigDecimal total, long itemCount) {}
