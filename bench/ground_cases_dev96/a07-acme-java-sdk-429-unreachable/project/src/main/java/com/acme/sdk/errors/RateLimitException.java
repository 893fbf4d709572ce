package com.acme.sdk.errors;

import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;

/**
 * HTTP 429: too many requests. {@link #retryAfter()} is how long the server asked us
 * to wait, or null when it did not say. Still an ApiException, so existing catch
 * blocks keep working.
 */
public class RateLimitException extends ApiException {
    private final Duration retryAfter;

    public RateLimitException(int status, String message, String requestId, Duration retryAfter) {
        super(Kind.CLIENT, status, message, requestId);
        this.retryAfter = retryAfter;
    }

    /** The server's Retry-After as a duration, or null. */
    public Duration retryAfter() { return retryAfter; }

    @Override
    public boolean isRetryable() { return true; }

    /** Retry-After is either delta-seconds ("120") or an HTTP date; null when absent or unreadable. */
    static Duration parseRetryAfter(String value, ZonedDateTime now) {
        if (value == null || value.trim().isEmpty()) return null;
        String v = value.trim();
        try {
            long seconds = Long.parseLong(v);
            return seconds < 0 ? null : Duration.ofSeconds(seconds);
        } catch (NumberFormatException notSeconds) {
            try {
                ZonedDateTime at = ZonedDateTime.parse(v, DateTimeFormatter.RFC_1123_DATE_TIME);
                Duration d = Duration.between(now, at);
                return d.isNegative() ? Duration.ZERO : d;
            } catch (DateTimeParseException notADate) {
                return null;
            }
        }
    }
}
