package com.lanxi.mall.search;

import org.springframework.boot.context.properties.ConfigurationProperties;

@ConfigurationProperties(prefix = "search")
public record SearchProperties(Es es, PageProps page) {

    public record Es(String hosts, String index, int connectTimeoutMs, int socketTimeoutMs) {}

    public record PageProps(int defaultSize, int maxSize) {}
}
