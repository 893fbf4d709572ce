package com.acme.sdk.errors;

import java.time.Duration;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Turns an error response into the matching ApiException. */
public final class ErrorMapper {
    private static final Pattern MESSAGE = Pattern.compile("\"message\"\\s*:\\s*\"((?:[^\"\\\\]|\\\\.)*)\"");

    private ErrorMapper() {}

    public static ApiException map(int status, String body, Map<String, List<String>> headers) {
        String requestId = header(headers, "X-Request-Id");
        String message = message(body, status);
        if (status == 401 || status == 403) {
            return new ApiException(ApiException.Kind.AUTH, status, message, requestId);
        }
        if (status == 404) {
            return new ApiException(ApiException.Kind.NOT_FOUND, status, message, requestId);
        }
        if (status >= 400 && status < 500) {
            return new ApiException(ApiException.Kind.CLIENT, status, message, requestId);
        }
        if (status == 429) {
            Duration retryAfter = RateLimitException.parseRetryAfter(header(headers, "Retry-After"), ZonedDateTime.now());
            return new RateLimitException(status, message, requestId, retryAfter);
        }
        return new ApiException(ApiException.Kind.SERVER, status, message, requestId);
    }

    /** The "message" field of a JSON error body, or a generic text when there is none. */
    static String message(String body, int status) {
        if (body != null) {
            Matcher m = MESSAGE.matcher(body);
            if (m.find()) {
                return m.group(1);
            }
        }
        return "HTTP " + status;
    }

    /** First value of a header, ignoring case (HttpURLConnection keeps the server's spelling). */
    static String header(Map<String, List<String>> headers, String name) {
        if (headers == null) return null;
        for (Map.Entry<String, List<String>> e : headers.entrySet()) {
            if (e.getKey() != null && e.getKey().equalsIgnoreCase(name) && !e.getValue().isEmpty()) {
                return e.getValue().get(0);
            }
        }
        return null;
    }
}
