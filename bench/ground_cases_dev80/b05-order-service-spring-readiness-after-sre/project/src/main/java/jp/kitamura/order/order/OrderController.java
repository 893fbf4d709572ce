package jp.kitamura.order.order;

import java.util.Map;
import java.util.UUID;

import jp.kitamura.order.payment.PaymentGateway;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/orders")
public class OrderController {

    public record CreateOrder(long amountYen, String cardToken) {}

    private final PaymentGateway payments;

    public OrderController(PaymentGateway payments) {
        this.payments = payments;
    }

    @PostMapping
    public ResponseEntity<Map<String, String>> create(@RequestBody CreateOrder req) {
        var orderId = UUID.randomUUID().toString();
        var authId = payments.authorize(orderId, req.amountYen(), req.cardToken());
        return ResponseEntity.ok(Map.of("order_id", orderId, "authorization_id", authId));
    }
}
