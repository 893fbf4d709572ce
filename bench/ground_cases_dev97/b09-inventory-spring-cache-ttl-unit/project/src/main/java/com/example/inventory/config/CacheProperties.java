package com.example.inventory.config;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * {@code inventory.cache.*} in application.yml.
 */
@ConfigurationProperties(prefix = "inventory.cache")
public class CacheProperties {

    /** Time to live of the stock cache, in seconds. */
    private long ttl = 300;

    /** Maximum number of cached products. */
    private long maxSize = 10_000;

    public long getTtl() {
        return ttl;
    }

    public void setTtl(long ttl) {
        this.ttl = ttl;
    }

    public long getMaxSize() {
        return maxSize;
    }

    public void setMaxSize(long maxSize) {
        this.maxSize = maxSize;
    }
}
