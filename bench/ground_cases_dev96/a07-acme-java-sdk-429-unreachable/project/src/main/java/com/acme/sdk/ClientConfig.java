package com.acme.sdk;

import java.net.URI;
import java.time.Duration;
import java.util.Objects;

/** Immutable client settings. Build one with {@link #builder()}. */
public final class ClientConfig {
    public static final URI DEFAULT_BASE_URL = URI.create("https://api.acme.io/v2/");

    private final String apiKey;
    private final URI baseUrl;
    private final Duration timeout;
    private final int maxRetries;
    private final String userAgentSuffix;

    private ClientConfig(Builder b) {
        this.apiKey = Objects.requireNonNull(b.apiKey, "apiKey");
        this.baseUrl = b.baseUrl;
        this.timeout = b.timeout;
        this.maxRetries = b.maxRetries;
        this.userAgentSuffix = b.userAgentSuffix;
    }

    public static Builder builder() {
        return new Builder();
    }

    public String apiKey() { return apiKey; }
    public URI baseUrl() { return baseUrl; }
    public Duration timeout() { return timeout; }
    public int maxRetries() { return maxRetries; }
    /** Appended to the User-Agent header, e.g. "myapp/1.2"; null when not set. */
    public String userAgentSuffix() { return userAgentSuffix; }

    public static final class Builder {
        private String apiKey;
        private URI baseUrl = DEFAULT_BASE_URL;
        private Duration timeout = Duration.ofSeconds(30);
        private int maxRetries = 2;
        private String userAgentSuffix;

        private Builder() {}

        public Builder apiKey(String apiKey) { this.apiKey = apiKey; return this; }
        public Builder baseUrl(URI baseUrl) { this.baseUrl = Objects.requireNonNull(baseUrl); return this; }
        public Builder timeout(Duration timeout) { this.timeout = Objects.requireNonNull(timeout); return this; }

        public Builder maxRetries(int maxRetries) {
            if (maxRetries < 0) throw new IllegalArgumentException("maxRetries must be >= 0");
            this.maxRetries = maxRetries;
            return this;
        }

        public Builder userAgentSuffix(String suffix) {
            if (suffix != null && (suffix.indexOf('\r') >= 0 || suffix.indexOf('\n') >= 0)) {
                throw new IllegalArgumentException("userAgentSuffix must not contain line breaks");
            }
            this.userAgentSuffix = suffix;
            return this;
        }

        public ClientConfig build() { return new ClientConfig(this); }
    }
}
