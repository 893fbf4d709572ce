package io.tarifa.quotes.ratelimit;

import org.springframework.boot.context.properties.ConfigurationProperties;

@ConfigurationProperties(prefix = "tarifa.rate-limit")
public class RateLimitProperties {

    /** Requests allowed per key and window. */
    private int limit = 100;

    /** Length of the window in seconds. */
    private long windowSeconds = 60;

    /** Paths that are never limited. */
    private java.util.List<String> exempt = java.util.List.of("/actuator/health");

    public int getLimit() {
        return limit;
    }

    public void setLimit(int limit) {
        this.limit = limit;
    }

    public long getWindowSeconds() {
        return windowSeconds;
    }

    public void setWindowSeconds(long windowSeconds) {
        this.windowSeconds = windowSeconds;
    }

    public java.util.List<String> getExempt() {
        return exempt;
    }

    public void setExempt(java.util.List<String> exempt) {
        this.exempt = exempt;
    }
}
