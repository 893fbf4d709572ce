package jp.example.billing;

import java.time.ZoneId;

import org.springframework.boot.context.properties.ConfigurationProperties;

/** Settings under {@code billing.*} in application.yml. */
@ConfigurationProperties(prefix = "billing")
public record BillingProperties(ZoneId zone, String invoicePrefix) {

    public BillingProperties {
        if (zone == null) {
            zone = ZoneId.of("Asia/Tokyo");
        }
        if (invoicePrefix == null || invoicePrefix.isBlank()) {
            invoicePrefix = "INV";
        }
    }
}
