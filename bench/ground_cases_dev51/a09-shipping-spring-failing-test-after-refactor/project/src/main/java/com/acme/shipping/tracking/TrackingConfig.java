package com.acme.shipping.tracking;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;

/** Wiring for tracking links, imported by slice tests that need a real TrackingUrlBuilder. */
@Configuration
@Import(TrackingUrlBuilder.class)
@EnableConfigurationProperties(TrackingProperties.class)
public class TrackingConfig {
}
