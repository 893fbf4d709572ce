package com.example.order.config;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.client.ClientHttpRequestFactories;
import org.springframework.boot.web.client.ClientHttpRequestFactorySettings;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.client.ClientHttpRequestFactory;
import org.springframework.web.client.RestClient;

import com.example.order.inventory.InventoryClientProperties;

@Configuration
@EnableConfigurationProperties(InventoryClientProperties.class)
public class HttpClientConfig {

    @Bean
    RestClient inventoryRestClient(RestClient.Builder builder, InventoryClientProperties props) {
        ClientHttpRequestFactorySettings settings = ClientHttpRequestFactorySettings.DEFAULTS
                .withConnectTimeout(props.getConnectTimeout())
                .withReadTimeout(props.getReadTimeout());
        ClientHttpRequestFactory factory = ClientHttpRequestFactories.get(settings);
        return builder
                .baseUrl(props.getBaseUrl())
                .requestFactory(factory)
                .defaultHeader("X-Caller", "order-service")
                .build();
    }
}
