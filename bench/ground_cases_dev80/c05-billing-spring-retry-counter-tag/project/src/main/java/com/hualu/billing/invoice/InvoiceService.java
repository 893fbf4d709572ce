package com.hualu.billing.invoice;

import java.math.BigDecimal;

import org.slf4j.MDC;
import org.springframework.stereotype.Service;

import com.hualu.billing.payment.PaymentClient;

@Service
public class InvoiceService {

    private final PaymentClient payments;

    public InvoiceService(PaymentClient payments) {
        this.payments = payments;
    }

    public String settle(String orderId, BigDecimal amount) {
        MDC.put("orderId", orderId);
        try {
            var result = payments.charge(orderId, amount, "CNY");
            return result.status();
        } finally {
            MDC.remove("orderId");
        }
    }
}
