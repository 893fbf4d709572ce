package jp.kitamura.order.payment;

import java.util.Map;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.retry.support.RetryTemplate;
import org.springframework.stereotype.Service;
import org.springframework.web.client.RestClient;

@Service
public class PaymentGateway {

    private static final Logger log = LoggerFactory.getLogger(PaymentGateway.class);

    private final RestClient client;
    private final RetryTemplate retry;

    public PaymentGateway(RestClient paymentRestClient, RetryTemplate paymentRetryTemplate) {
        this.client = paymentRestClient;
        this.retry = paymentRetryTemplate;
    }

    public String authorize(String orderId, long amountYen, String cardToken) {
        return retry.execute(ctx -> {
            if (ctx.getRetryCount() > 0) {
                log.warn("payment authorize retry order={} attempt={}", orderId, ctx.getRetryCount() + 1);
            }
            var body = Map.of("order_id", orderId, "amount", amountYen, "token", cardToken);
            var res = client.post().uri("/v2/authorizations").body(body).retrieve().body(Map.class);
            return String.valueOf(res.get("authorization_id"));
        });
    }
}
