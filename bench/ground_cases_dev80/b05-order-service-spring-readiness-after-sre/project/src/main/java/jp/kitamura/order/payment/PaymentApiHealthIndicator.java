package jp.kitamura.order.payment;

import org.springframework.boot.actuate.health.Health;
import org.springframework.boot.actuate.health.HealthIndicator;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

/**
 * 決済 API の /ping を叩く。actuator 上の名前は "paymentApi"。
 */
@Component("paymentApi")
public class PaymentApiHealthIndicator implements HealthIndicator {

    private final RestClient client;

    public PaymentApiHealthIndicator(RestClient paymentRestClient) {
        this.client = paymentRestClient;
    }

    @Override
    public Health health() {
        try {
            client.get().uri("/ping").retrieve().toBodilessEntity();
            return Health.up().build();
        } catch (Exception e) {
            return Health.down(e).build();
        }
    }
}
