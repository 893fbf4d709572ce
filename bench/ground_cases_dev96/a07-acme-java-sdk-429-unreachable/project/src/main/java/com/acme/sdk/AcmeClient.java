package com.acme.sdk;

import com.acme.sdk.errors.ApiException;
import com.acme.sdk.errors.ErrorMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.HttpURLConnection;
import java.net.URL;
import java.nio.charset.StandardCharsets;

/** Entry point: {@code AcmeClient client = new AcmeClient(ClientConfig.builder().apiKey(key).build());} */
public final class AcmeClient {
    static final String SDK_VERSION = "4.1.0-rc1";

    private final ClientConfig config;

    public AcmeClient(ClientConfig config) {
        this.config = config;
    }

    /** GET {@code path} (relative to the base URL) and return the body, or throw an ApiException. */
    public String get(String path) {
        try {
            URL url = config.baseUrl().resolve(path).toURL();
            HttpURLConnection conn = (HttpURLConnection) url.openConnection();
            conn.setConnectTimeout((int) config.timeout().toMillis());
            conn.setReadTimeout((int) config.timeout().toMillis());
            conn.setRequestProperty("Authorization", "Bearer " + config.apiKey());
            conn.setRequestProperty("User-Agent", userAgent());
            conn.setRequestProperty("Accept", "application/json");
            int status = conn.getResponseCode();
            InputStream stream = status >= 400 ? conn.getErrorStream() : conn.getInputStream();
            String body = stream == null ? "" : new String(readAll(stream), StandardCharsets.UTF_8);
            if (status >= 400) {
                throw ErrorMapper.map(status, body, conn.getHeaderFields());
            }
            return body;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    String userAgent() {
        String base = "acme-java/" + SDK_VERSION + " java/" + System.getProperty("java.version");
        String suffix = config.userAgentSuffix();
        return suffix == null || suffix.trim().isEmpty() ? base : base + " " + suffix.trim();
    }

    private static byte[] readAll(InputStream in) throws IOException {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        byte[] buf = new byte[8192];
        for (int n; (n = in.read(buf)) != -1; ) {
            out.write(buf, 0, n);
        }
        return out.toByteArray();
    }
}
