package com.payroute.payout;

import jakarta.persistence.Embeddable;

@Embeddable
public record Payout(String iban, long amountCents, String currency, String reference) {}
