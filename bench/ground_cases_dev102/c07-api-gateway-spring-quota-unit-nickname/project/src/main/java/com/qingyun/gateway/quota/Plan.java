package com.qingyun.gateway.quota;

public enum Plan {
    FREE(100),
    PRO(5000);

    private final int limitPerWindow;

    Plan(int limitPerWindow) {
        this.limitPerWindow = limitPerWindow;
    }

    public int limitPerWindow() {
        return limitPerWindow;
    }

    public static Plan fromHeader(String value) {
        if (value == null || value.isBlank()) {
            return FREE;
        }
        try {
            return Plan.valueOf(value.trim().toUpperCase());
        } catch (IllegalArgumentException e) {
            return FREE;
        }
    }

    public boolean isPaid() {
        return this != FREE;
    }
}
