package jp.kirakuya.checkout.web;

import jakarta.validation.constraints.NotEmpty;
import java.math.BigDecimal;
import java.util.List;

public record CheckoutRequest(@NotEmpty List<Item> items, String couponCode, String cardToken) {

    public record Item(String sku, BigDecimal unitPrice, int quantity) {
    }
}
