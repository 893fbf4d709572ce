package jp.hanamaru.shop.payment;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.retry.RetryListener;
import org.springframework.retry.support.RetryTemplate;
import org.springframework.web.client.RestClientException;

/**
 * 決済ゲートウェイ呼び出し用のリトライ設定。
 * 回数とバックオフは payment.retry.* で環境ごとに変える。
 */
@Configuration
public class RetryConfig {

    @Value("${payment.retry.max-attempts:3}")
    private int maxAttempts;

    @Value("${payment.retry.initial-backoff-ms:200}")
    private long initialBackoffMs;

    @Value("${payment.retry.max-backoff-ms:3000}")
    private long maxBackoffMs;

    @Bean
    public RetryTemplate paymentRetryTemplate(RetryListener paymentRetryLogger) {
        return RetryTemplate.builder()
                .maxAttempts(maxAttempts)
                .exponentialBackoff(initialBackoffMs, 2.0, maxBackoffMs)
                .retryOn(RestClientException.class)
                .traversingCauses()
                .withListener(paymentRetryLogger)
                .build();
    }
}
