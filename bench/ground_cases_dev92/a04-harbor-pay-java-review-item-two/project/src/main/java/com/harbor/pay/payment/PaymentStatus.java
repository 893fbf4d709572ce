package com.harbor.pay.payment;

public enum PaymentStatus { AUTHORIZED, CAPTURED, PARTIALLY_CAPTURED, VOIDED }
