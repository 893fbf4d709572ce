package jp.kitamura.order.payment;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.web.client.ClientHttpRequestFactories;
import org.springframework.boot.web.client.ClientHttpRequestFactorySettings;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.retry.support.RetryTemplate;
import org.springframework.web.client.ResourceAccessException;
import org.springframework.web.client.RestClient;

@Configuration
public class PaymentClientConfig {

    private static final Logger log = LoggerFactory.getLogger(PaymentClientConfig.class);

    @Bean
    RestClient paymentRestClient(PaymentClientProperties props) {
        log.info("payment client: baseUrl={} connectTimeout={} readTimeout={} attempts={}",
                props.baseUrl(), props.connectTimeout(), props.readTimeout(), props.maxAttempts());
        var settings = ClientHttpRequestFactorySettings.DEFAULTS
                .withConnectTimeout(props.connectTimeout())
                .withReadTimeout(props.readTimeout());
        return RestClient.builder()
                .baseUrl(props.baseUrl())
                .requestFactory(ClientHttpRequestFactories.get(settings))
                .build();
    }

    @Bean
    RetryTemplate paymentRetryTemplate(PaymentClientProperties props) {
        return RetryTemplate.builder()
                .maxAttempts(props.maxAttempts())
                .fixedBackoff(props.backoff().toMillis())
                .retryOn(ResourceAccessException.class)
                .build();
    }
}
