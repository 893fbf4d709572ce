package com.huaxin.hetong.config;

import org.springframework.boot.context.properties.ConfigurationProperties;

import java.util.List;

@ConfigurationProperties(prefix = "hetong.storage")
public record StorageProperties(String root, List<String> allowedTypes) {
}
