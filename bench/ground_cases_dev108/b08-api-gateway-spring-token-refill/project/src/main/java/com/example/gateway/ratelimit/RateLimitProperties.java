package com.example.gateway.ratelimit;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.stereotype.Component;

@Component
@ConfigurationProperties(prefix = "gateway.rate-limit")
public class RateLimitProperties {
    /** Burst size per API key. */
    private long capacity = 20;

    /** Tokens regained per second. */
    private long ratePerSecond = 5;

    public long getCapacity() {
        return capacity;
    }

    public void setCapacity(long capacity) {
        this.capacity = capacity;
    }

    public long getRatePerSecond() {
        return ratePerSecond;
    }

    public void setRatePerSecond(long ratePerSecond) {
        this.ratePerSecond = ratePerSecond;
    }
}
