package jp.hinata.reserve;

import org.springframework.boot.context.properties.ConfigurationProperties;

@ConfigurationProperties(prefix = "reserve")
public record ReserveProperties(int cancelDeadlineHours) {}
