package com.acme.checkout;

import jakarta.validation.Valid;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import java.math.BigDecimal;
import java.util.List;

/** A cart as the storefront posts it. */
public record Cart(@NotEmpty List<@Valid Item> items, String promoCode, @NotBlank String country) {

    public record Item(
            @NotBlank String sku,
            @Min(1) int qty,
            @DecimalMin("0.00") BigDecimal unitPrice,
            @DecimalMin("0.0") double weightKg) {

        BigDecimal lineTotal() {
            return unitPrice.multiply(BigDecimal.valueOf(qty));
        }
    }

    /** Sum of the lines before any promo code. */
    public BigDecimal subtotal() {
        return items.stream().map(Item::lineTotal).reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    public double totalWeightKg() {
        return items.stream().mapToDouble(i -> i.weightKg() * i.qty()).sum();
    }

    public boolean hasPromo() {
        return promoCode != null && !promoCode.isBlank();
    }
}
