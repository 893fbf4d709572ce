package com.lagoon.payouts.booking;

public enum BookingStatus {
    PENDING,
    CONFIRMED,
    CHECKED_IN,
    COMPLETED,
    PARTIALLY_REFUNDED,
    REFUNDED,
    CANCELLED
}
