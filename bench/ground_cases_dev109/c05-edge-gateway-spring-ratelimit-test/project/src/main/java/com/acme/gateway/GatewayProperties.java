package com.acme.gateway;

import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;

@ConfigurationProperties(prefix = "gateway.rate-limit")
public class GatewayProperties {

    private int defaultLimit = 60;
    private int windowSeconds = 60;
    private Map<String, Integer> routes = new LinkedHashMap<>();

    /** The limit for a path: its own entry, or the default. */
    public int limitFor(String path) {
        return routes.getOrDefault(path, defaultLimit);
    }

    public Map<String, Integer> getRoutes() {
        return routes;
    }

    public void setRoutes(Map<String, Integer> routes) {
        this.routes = routes;
    }

    public int getDefaultLimit() {
        return defaultLimit;
    }

    public void setDefaultLimit(int defaultLimit) {
        this.defaultLimit = defaultLimit;
    }

    public int getWindowSeconds() {
        return windowSeconds;
    }

    public void setWindowSeconds(int windowSeconds) {
        this.windowSeconds = windowSeconds;
    }
}
