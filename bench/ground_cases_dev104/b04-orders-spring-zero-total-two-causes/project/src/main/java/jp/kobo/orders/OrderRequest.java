package jp.kobo.orders;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import java.util.List;

/**
 * Body of POST /orders.
 *
 * @param customerId who orders
 * @param couponCode optional coupon, null when none
 * @param lines      the ordered products
 */
public record OrderRequest(
        long customerId,
        String couponCode,
        @NotEmpty List<@Valid Line> lines) {

    public record Line(@NotBlank String sku, @Min(1) int quantity) {
    }

    public boolean hasCoupon() {
        return couponCode != null && !couponCode.isBlank();
    }

    public int itemCount() {
        int count = 0;
        for (Line line : lines) {
            count += line.quantity();
        }
        return count;
    }
}
