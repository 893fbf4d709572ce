package com.harbor.pay.payment;

import java.math.BigDecimal;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/payments")
public class PaymentController {
    private final PaymentService service;

    public PaymentController(PaymentService service) {
        this.service = service;
    }

    record CaptureRequest(BigDecimal amount) {}

    @GetMapping("/{orderRef}")
    public PaymentResponse get(@PathVariable String orderRef) {
        return PaymentResponse.of(service.get(orderRef));
    }

    @PostMapping("/{orderRef}/capture")
    public PaymentResponse capture(@PathVariable String orderRef, @RequestBody CaptureRequest body) {
        return PaymentResponse.of(service.capture(orderRef, body.amount()));
    }

    @PostMapping("/{orderRef}/void")
    public PaymentResponse voidAuthorization(@PathVariable String orderRef) {
        return PaymentResponse.of(service.voidAuthorization(orderRef));
    }
}
