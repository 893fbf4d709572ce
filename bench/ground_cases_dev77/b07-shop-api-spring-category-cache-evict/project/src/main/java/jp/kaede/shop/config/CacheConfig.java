package jp.kaede.shop.config;

import com.github.benmanes.caffeine.cache.Caffeine;
import java.time.Duration;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.cache.CacheManager;
import org.springframework.cache.caffeine.CaffeineCacheManager;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
public class CacheConfig {

    @Bean
    public CacheManager cacheManager(
            @Value("${app.cache.maximum-size:1000}") long maximumSize,
            @Value("${app.cache.expire-after-write:10m}") Duration expireAfterWrite) {
        CaffeineCacheManager manager = new CaffeineCacheManager("productSearch", "categories");
        manager.setCaffeine(Caffeine.newBuilder()
                .maximumSize(maximumSize)
                .expireAfterWrite(expireAfterWrite)
                .recordStats());
        return manager;
    }
}
