package com.acme.risk.service;

import com.acme.risk.client.ModelClient;
import java.util.concurrent.atomic.AtomicReference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/** Tracks which model version the model server marks as "live"; polled every minute. */
@Component("modelRegistry")
public class ModelRegistry {

    private static final Logger log = LoggerFactory.getLogger(ModelRegistry.class);

    private final ModelClient client;
    private final AtomicReference<String> live = new AtomicReference<>("unknown");

    public ModelRegistry(ModelClient client) {
        this.client = client;
    }

    public String currentVersion() {
        return live.get();
    }

    @Scheduled(fixedDelayString = "${risk.registry.refresh-seconds}000", initialDelay = 0)
    public void refresh() {
        String version = client.liveVersion();
        String previous = live.getAndSet(version);
        if (!version.equals(previous)) {
            log.info("live model changed {} -> {}", previous, version);
        }
    }
}
