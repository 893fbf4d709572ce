package com.acme.wallet.common;

public final class Masking {
    private Masking() {}

    /** "1234567890" -> "******7890". Short or null values are fully masked. */
    public static String accountNumber(String value) {
        if (value == null || value.length() <= 4) {
            return "****";
        }
        return "*".repeat(value.length() - 4) + value.substring(value.length() - 4);
    }
}
