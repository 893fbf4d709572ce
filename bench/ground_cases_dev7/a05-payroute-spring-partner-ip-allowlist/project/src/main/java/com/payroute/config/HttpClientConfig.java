package com.payroute.config;

import java.time.Duration;

import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManagerBuilder;
import org.apache.hc.client5.http.ssl.SSLConnectionSocketFactoryBuilder;
import org.apache.hc.core5.ssl.SSLContexts;
import org.apache.hc.core5.util.Timeout;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.io.Resource;
import org.springframework.http.client.HttpComponentsClientHttpRequestFactory;

@Configuration
public class HttpClientConfig {

    /** Extra trust store, only set in the sandbox profile (Finbank's sandbox uses a private CA). */
    @Value("${payroute.http.trust-store:#{null}}")
    private Resource trustStore;

    @Value("${payroute.http.trust-store-password:}")
    private String trustStorePassword;

    @Bean
    public HttpComponentsClientHttpRequestFactory partnerRequestFactory() throws Exception {
        var ssl = SSLContexts.custom();
        if (trustStore != null) {
            ssl.loadTrustMaterial(trustStore.getURL(), trustStorePassword.toCharArray());
        }
        var sslSocketFactory = SSLConnectionSocketFactoryBuilder.create()
                .setSslContext(trustStore != null ? ssl.build() : SSLContexts.createSystemDefault())
                .build();
        var connections = PoolingHttpClientConnectionManagerBuilder.create()
                .setSSLSocketFactory(sslSocketFactory)
                .setMaxConnPerRoute(10)
                .build();
        CloseableHttpClient client = HttpClients.custom()
                .setConnectionManager(connections)
                .setDefaultRequestConfig(RequestConfig.custom()
                        .setResponseTimeout(Timeout.of(Duration.ofSeconds(30)))
                        .build())
                .build();
        return new HttpComponentsClientHttpRequestFactory(client);
    }
}
