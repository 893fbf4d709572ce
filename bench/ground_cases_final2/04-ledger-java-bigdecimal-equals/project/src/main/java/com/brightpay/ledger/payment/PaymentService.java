package com.brightpay.ledger.payment;

import com.brightpay.ledger.invoice.InvoiceClient;
import java.math.BigDecimal;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class PaymentService {
    private final PaymentRepository payments;
    private final InvoiceClient invoices;

    public PaymentService(PaymentRepository payments, InvoiceClient invoices) {
        this.payments = payments;
        this.invoices = invoices;
    }

    @Transactional
    public Payment capture(String invoiceId, String currency, BigDecimal amount) {
        if (amount.signum() <= 0) {
            throw new IllegalArgumentException("amount must be positive");
        }
        return payments.save(new Payment(invoiceId, currency, amount));
    }

    @Transactional
    public Refund refund(Long paymentId, BigDecimal amount, String reason) {
        Payment payment = payments.findById(paymentId)
            .orElseThrow(() -> new IllegalArgumentException("no payment " + paymentId));
        if (amount.compareTo(payment.getCapturedAmount()) > 0) {
            throw new IllegalStateException("refund exceeds captured amount");
        }
        Refund refund = new Refund(payment, amount, reason);
        payment.getRefunds().add(refund);
        return refund;
    }

    public boolean isFullyPaid(Payment payment) {
        payment.setInvoiceAmount(invoices.amountDue(payment.getInvoiceId()));
        return payment.getCapturedAmount().equals(payment.getInvoiceAmount());
    }

    public BigDecimal balance(Payment payment) {
        return payment.getCapturedAmount().subtract(payment.refundedTotal());
    }
}
