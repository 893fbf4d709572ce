package com.example.inventory.config;

import java.util.concurrent.TimeUnit;

import com.github.benmanes.caffeine.cache.Caffeine;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.cache.CacheManager;
import org.springframework.cache.annotation.EnableCaching;
import org.springframework.cache.caffeine.CaffeineCacheManager;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Caffeine caches. The stock cache only bounds how stale a stock count can get when the
 * warehouse batch writes to the database behind our back; API writes evict it.
 */
@Configuration
@EnableCaching
@EnableConfigurationProperties(CacheProperties.class)
public class CacheConfig {

    public static final String STOCK = "stock";

    @Bean
    public CacheManager cacheManager(CacheProperties props) {
        CaffeineCacheManager manager = new CaffeineCacheManager(STOCK);
        manager.setCaffeine(Caffeine.newBuilder()
                .maximumSize(props.getMaxSize())
                .expireAfterWrite(props.getTtl(), TimeUnit.MINUTES)
                .recordStats());
        return manager;
    }
}
