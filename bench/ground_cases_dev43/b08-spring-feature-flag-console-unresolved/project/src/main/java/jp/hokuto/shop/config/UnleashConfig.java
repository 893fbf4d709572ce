package jp.hokuto.shop.config;

import io.getunleash.DefaultUnleash;
import io.getunleash.Unleash;
import io.getunleash.util.UnleashConfig.Builder;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
public class UnleashConfig {

    @Bean
    public Unleash unleash(
            @Value("${unleash.url}") String url,
            @Value("${unleash.app-name}") String appName,
            @Value("${unleash.environment}") String environment,
            @Value("${unleash.api-token}") String apiToken,
            @Value("${unleash.fetch-interval-seconds:15}") long fetchInterval) {
        io.getunleash.util.UnleashConfig config = new Builder()
                .unleashAPI(url)
                .appName(appName)
                .environment(environment)
                .customHttpHeader("Authorization", apiToken)
                .fetchTogglesInterval(fetchInterval)
                .synchronousFetchOnInitialisation(true)
                .build();
        return new DefaultUnleash(config);
    }
}
