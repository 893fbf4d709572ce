package com.shopline.payments.adyen;

import org.springframework.boot.context.properties.ConfigurationProperties;

@ConfigurationProperties(prefix = "adyen")
public record AdyenProperties(String apiKey, String merchantAccount, String environment, String hmacKey) {

    public boolean live() {
        return "LIVE".equalsIgnoreCase(environment);
    }
}
