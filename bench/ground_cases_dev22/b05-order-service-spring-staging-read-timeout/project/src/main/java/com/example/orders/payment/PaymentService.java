package com.example.orders.payment;

import org.springframework.stereotype.Service;
import org.springframework.web.client.RestTemplate;

@Service
public class PaymentService {

    private final RestTemplate paymentRestTemplate;

    public PaymentService(RestTemplate paymentRestTemplate) {
        this.paymentRestTemplate = paymentRestTemplate;
    }

    public ChargeResult charge(ChargeRequest request) {
        return paymentRestTemplate.postForObject("/charges", request, ChargeResult.class);
    }

    public record ChargeRequest(String orderId, long amountYen, String token) {
    }

    public record ChargeResult(String chargeId, String status) {
    }
}
