package com.acme.orders.health;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import com.acme.orders.payments.PaymentGatewayClient;

import org.junit.jupiter.api.Test;
import org.springframework.boot.actuate.health.Status;

class PaymentGatewayHealthIndicatorTest {

    @Test
    void upWhenPingSucceeds() {
        PaymentGatewayClient client = mock(PaymentGatewayClient.class);
        when(client.ping()).thenReturn(true);
        assertThat(new PaymentGatewayHealthIndicator(client).health().getStatus()).isEqualTo(Status.UP);
    }

    @Test
    void downWhenPingThrows() {
        PaymentGatewayClient client = mock(PaymentGatewayClient.class);
        when(client.ping()).thenThrow(new IllegalStateException("timeout"));
        assertThat(new PaymentGatewayHealthIndicator(client).health().getStatus()).isEqualTo(Status.DOWN);
    }
}
