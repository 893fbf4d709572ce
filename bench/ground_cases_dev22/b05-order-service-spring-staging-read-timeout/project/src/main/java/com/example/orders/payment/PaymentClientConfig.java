package com.example.orders.payment;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.web.client.RestTemplateBuilder;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.client.RestTemplate;

@Configuration
public class PaymentClientConfig {

    @ConfigurationProperties(prefix = "payment.client")
    public record PaymentClientProperties(
            String baseUrl,
            Duration connectTimeout,
            Duration readTimeout,
            int maxRetries) {
    }

    @Bean
    RestTemplate paymentRestTemplate(RestTemplateBuilder builder, PaymentClientProperties props) {
        return builder
                .rootUri(props.baseUrl())
                .setConnectTimeout(props.connectTimeout())
                .setReadTimeout(props.readTimeout())
                .build();
    }
}
