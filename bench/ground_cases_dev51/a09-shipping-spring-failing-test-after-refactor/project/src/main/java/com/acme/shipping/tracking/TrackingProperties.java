package com.acme.shipping.tracking;

import java.util.EnumMap;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Tracking page per carrier, from {@code shipping.tracking.urls}. Each template contains
 * {@code {id}}, replaced by the URL-encoded tracking id.
 */
@ConfigurationProperties(prefix = "shipping.tracking")
public record TrackingProperties(Map<Carrier, String> urls) {

    public TrackingProperties {
        urls = urls == null ? Map.of() : new EnumMap<>(urls);
    }

    public String template(Carrier carrier) {
        return urls.get(carrier);
    }
}
