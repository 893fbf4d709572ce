package com.kuaiyun.logistics.tracking;

import java.util.Locale;
import java.util.regex.Pattern;

public final class TrackingNumber {

    private static final Pattern SF = Pattern.compile("^SF\\d{13}$");
    private static final Pattern ZTO = Pattern.compile("^7\\d{13}$");
    private static final Pattern EMS = Pattern.compile("^[A-Z]{2}\\d{9}CN$");
    private static final int[] S10_WEIGHTS = {8, 6, 4, 2, 3, 5, 9, 7};

    private final String value;

    private TrackingNumber(String value) {
        this.value = value;
    }

    public static TrackingNumber parse(String raw) {
        if (raw == null || raw.isBlank()) {
            throw new IllegalArgumentException("tracking number is empty");
        }
        String v = raw.replaceAll("\\s+", "").toUpperCase(Locale.ROOT);
        if (!SF.matcher(v).matches() && !ZTO.matcher(v).matches() && !EMS.matcher(v).matches()) {
            throw new IllegalArgumentException("unknown tracking number format: " + raw);
        }
        return new TrackingNumber(v);
    }

    public String carrier() {
        if (value.startsWith("SF")) {
            return "sf";
        }
        return value.endsWith("CN") ? "ems" : "zto";
    }

    /** 顺丰、中通单号最后一位是校验位（3-1 加权，模 10）；EMS 走 UPU S10。 */
    public boolean checksumOk() {
        if (value.endsWith("CN")) {
            return s10Ok();
        }
        long digits = Long.parseLong(value);
        int check = (int) (digits % 10);
        long body = digits / 10;
        int sum = 0;
        int weight = 3;
        while (body > 0) {
            sum += (int) (body % 10) * weight;
            weight = weight == 3 ? 1 : 3;
            body /= 10;
        }
        return (10 - sum % 10) % 10 == check;
    }

    private boolean s10Ok() {
        String serial = value.substring(2, 10);
        int sum = 0;
        for (int i = 0; i < 8; i++) {
            sum += (serial.charAt(i) - '0') * S10_WEIGHTS[i];
        }
        int check = 11 - sum % 11;
        if (check == 10) {
            check = 0;
        } else if (check == 11) {
            check = 5;
        }
        return check == value.charAt(10) - '0';
    }

    @Override
    public String toString() {
        return value;
    }
}
