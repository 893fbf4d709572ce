package com.acme.reporting.config;

import org.springframework.boot.web.client.RestTemplateBuilder;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.client.RestTemplate;

@Configuration
public class HttpConfig {

    @Bean
    RestTemplate fxRestTemplate(RestTemplateBuilder builder) {
        return builder
                .defaultHeader("User-Agent", "reporting-service")
                .build();
    }
}
