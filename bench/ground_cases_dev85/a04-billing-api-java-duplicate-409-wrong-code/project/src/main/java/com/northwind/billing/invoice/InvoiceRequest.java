package com.northwind.billing.invoice;

import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

import java.math.BigDecimal;

public record InvoiceRequest(
        @NotBlank @Size(max = 64) String externalRef,
        @NotBlank String customerId,
        @NotNull @DecimalMin(value = "0.01") BigDecimal amount) {
}
