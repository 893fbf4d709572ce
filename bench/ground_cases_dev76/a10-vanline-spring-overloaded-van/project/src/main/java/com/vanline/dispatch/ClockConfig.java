package com.vanline.dispatch;

import java.time.Clock;
import java.time.ZoneId;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
public class ClockConfig {

    @Bean
    public Clock clock(@Value("${dispatch.depot-zone}") String zone) {
        return Clock.system(ZoneId.of(zone));
    }
}
