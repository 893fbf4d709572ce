package com.acme.shipping.tracking;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import org.springframework.stereotype.Component;

/**
 * Public tracking page for a parcel, from the templates in {@link TrackingProperties}.
 * Returns null when there is nothing to track yet (no tracking id, or a carrier without a
 * tracking page, e.g. PICKUP).
 */
@Component
public class TrackingUrlBuilder {

    private final TrackingProperties properties;

    public TrackingUrlBuilder(TrackingProperties properties) {
        this.properties = properties;
    }

    public String build(Carrier carrier, String trackingId) {
        if (trackingId == null) {
            return null;
        }
        String template = properties.template(carrier);
        if (template == null) {
            return null;
        }
        String id = URLEncoder.encode(trackingId.strip(), StandardCharsets.UTF_8);
        return template.replace("{id}", id);
    }
}
