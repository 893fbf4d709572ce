package jp.hanabi.account.reset;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

import org.springframework.stereotype.Component;

import jp.hanabi.account.config.AppProperties;

@Component
public class ResetLinkBuilder {

    private final AppProperties properties;

    public ResetLinkBuilder(AppProperties properties) {
        this.properties = properties;
    }

    /** The link mailed to the user: {base}/reset?token=... */
    public String build(String token) {
        String base = stripTrailingSlash(properties.getPublicBaseUrl());
        return base + "/reset?token=" + URLEncoder.encode(token, StandardCharsets.UTF_8);
    }

    static String stripTrailingSlash(String url) {
        if (url == null || url.isEmpty()) {
            return "";
        }
        return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    }

    public String loginLink() {
        return stripTrailingSlash(properties.getPublicBaseUrl()) + "/login";
    }
}
