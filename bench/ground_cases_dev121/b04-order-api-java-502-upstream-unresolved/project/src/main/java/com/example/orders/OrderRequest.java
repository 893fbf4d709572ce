package com.example.orders;

import java.util.List;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;

public record OrderRequest(
        @NotBlank String customerId,
        @NotEmpty List<@Valid Line> lines,
        String couponCode) {

    public record Line(@NotBlank String sku, @Min(1) @Max(999) int quantity) {
    }

    public int totalQuantity() {
        return lines.stream().mapToInt(Line::quantity).sum();
    }
}
