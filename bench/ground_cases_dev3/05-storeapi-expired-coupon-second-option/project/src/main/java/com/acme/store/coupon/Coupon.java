package com.acme.store.coupon;

import java.time.Instant;

public record Coupon(String code, int percentOff, Instant expiresAt) {}
