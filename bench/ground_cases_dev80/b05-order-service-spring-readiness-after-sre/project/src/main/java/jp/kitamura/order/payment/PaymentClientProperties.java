package jp.kitamura.order.payment;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * 決済 API クライアントの設定。application.yml の payment.client.*
 */
@ConfigurationProperties(prefix = "payment.client")
public record PaymentClientProperties(
        String baseUrl,
        @DefaultValue("2s") Duration connectTimeout,
        @DefaultValue("30s") Duration readTimeout,
        @DefaultValue("3") int maxAttempts,
        @DefaultValue("500ms") Duration backoff) {

    public Duration worstCase() {
        return readTimeout.plus(backoff).multipliedBy(maxAttempts).minus(backoff);
    }
}
