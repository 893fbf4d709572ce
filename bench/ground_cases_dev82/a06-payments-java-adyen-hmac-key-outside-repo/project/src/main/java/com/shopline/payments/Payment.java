package com.shopline.payments;

import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;

@Entity
public class Payment {

    public enum Status { PENDING, AUTHORISED, REFUSED, CAPTURED, REFUNDED, PARTIALLY_REFUNDED, CANCELLED }

    @Id
    private String merchantReference;
    private String pspReference;
    private long amountMinor;
    private long refundedMinor;
    private String currency;
    @Enumerated(EnumType.STRING)
    private Status status = Status.PENDING;

    public void authorised(boolean success, String psp) {
        this.pspReference = psp;
        this.status = success ? Status.AUTHORISED : Status.REFUSED;
    }

    public void captured(boolean success) {
        if (success) {
            this.status = Status.CAPTURED;
        }
    }

    public void refunded(boolean success, long value) {
        if (!success) {
            return;
        }
        refundedMinor += value;
        status = refundedMinor >= amountMinor ? Status.REFUNDED : Status.PARTIALLY_REFUNDED;
    }

    public void cancelled(boolean success) {
        if (success) {
            this.status = Status.CANCELLED;
        }
    }

    public Status getStatus() {
        return status;
    }
}
