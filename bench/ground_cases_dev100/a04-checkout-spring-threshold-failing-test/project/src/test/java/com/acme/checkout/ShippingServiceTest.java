package com.acme.checkout;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

class ShippingServiceTest {

    private final ShippingService service = new ShippingService(new PromoCodes());

    private static Cart cart(String price, String promo) {
        return new Cart(List.of(new Cart.Item("SKU-1", 1, new BigDecimal(price), 0.5)), promo, "DE");
    }

    @Test
    void flatRateBelowThreshold() {
        assertThat(service.quote(cart("30.00", null), false)).isEqualByComparingTo("4.90");
    }

    @Test
    void freeAboveThreshold() {
        assertThat(service.quote(cart("80.00", null), false)).isEqualByComparingTo("0.00");
    }

    @Test
    void expressAddsSurcharge() {
        assertThat(service.quote(cart("30.00", null), true)).isEqualByComparingTo("12.40");
    }

    @Test
    void promoDiscountCountsBeforeThreshold() {
        // 55.00 - 10% = 49.50, just under the threshold
        assertThat(service.quote(cart("55.00", "WELCOME10"), false)).isEqualByComparingTo("4.90");
    }

    @Test
    void shipFreeWaivesStandardButNotExpress() {
        assertThat(service.quote(cart("12.00", "shipfree"), false)).isEqualByComparingTo("0.00");
        assertThat(service.quote(cart("12.00", "SHIPFREE"), true)).isEqualByComparingTo("7.50");
    }

    private static Cart heavy(String price, double kg) {
        return new Cart(List.of(new Cart.Item("SKU-H", 1, new BigDecimal(price), kg)), null, "DE");
    }

    @Test
    void weightSurchargePerStartedKg() {
        assertThat(service.quote(heavy("30.00", 5.0), false)).isEqualByComparingTo("4.90");
        assertThat(service.quote(heavy("30.00", 5.1), false)).isEqualByComparingTo("7.40");
        assertThat(service.quote(heavy("30.00", 7.0), false)).isEqualByComparingTo("9.90");
    }

    @Test
    void weightSurchargeAppliesWhenShippingIsFree() {
        assertThat(service.quote(heavy("120.00", 6.5), false)).isEqualByComparingTo("5.00");
    }
}
