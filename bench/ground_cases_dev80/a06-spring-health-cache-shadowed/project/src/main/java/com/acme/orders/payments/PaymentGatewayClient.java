package com.acme.orders.payments;

import org.springframework.boot.web.client.RestClientCustomizer;
import org.springframework.http.client.SimpleClientHttpRequestFactory;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

@Component
public class PaymentGatewayClient {

    private final RestClient http;

    public PaymentGatewayClient(RestClient.Builder builder, PaymentGatewayProperties props) {
        SimpleClientHttpRequestFactory factory = new SimpleClientHttpRequestFactory();
        factory.setConnectTimeout(props.connectTimeout());
        factory.setReadTimeout(props.readTimeout());
        this.http = builder.baseUrl(props.baseUrl()).requestFactory(factory).build();
    }

    /** Cheap authenticated call used as a liveness signal for the gateway. */
    public boolean ping() {
        var status = http.get().uri("/v1/balance").retrieve().toBodilessEntity().getStatusCode();
        return status.is2xxSuccessful();
    }

    public String createPaymentIntent(long amountCents, String currency, String orderId) {
        return http.post()
                .uri("/v1/payment_intents")
                .body("amount=" + amountCents + "&currency=" + currency + "&metadata[order_id]=" + orderId)
                .retrieve()
                .body(String.class);
    }
}
