package com.brightpay.ledger.payment;

import java.math.BigDecimal;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/payments")
public class PaymentController {
    private final PaymentService service;
    private final PaymentRepository payments;

    public PaymentController(PaymentService service, PaymentRepository payments) {
        this.service = service;
        this.payments = payments;
    }

    @GetMapping("/{id}/status")
    public String status(@PathVariable Long id) {
        Payment p = payments.findById(id).orElseThrow();
        return service.isFullyPaid(p) ? "PAID" : "PARTIAL";
    }

    @PostMapping("/{id}/refunds")
    public BigDecimal refund(@PathVariable Long id, @RequestParam BigDecimal amount, @RequestParam String reason) {
        return service.refund(id, amount, reason).getAmount();
    }
}
