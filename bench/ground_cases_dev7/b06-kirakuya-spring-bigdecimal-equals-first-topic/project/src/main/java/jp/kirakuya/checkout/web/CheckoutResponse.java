package jp.kirakuya.checkout.web;

public record CheckoutResponse(String orderNumber, String status) {
    public static CheckoutResponse completed(String orderNumber) {
        return new CheckoutResponse(orderNumber, "completed");
    }
}
