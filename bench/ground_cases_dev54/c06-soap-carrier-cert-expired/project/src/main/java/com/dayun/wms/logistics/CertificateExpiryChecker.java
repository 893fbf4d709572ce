package com.dayun.wms.logistics;

import java.io.FileInputStream;
import java.security.KeyStore;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/** Logs a warning at startup when the carrier client certificate is about to expire. */
@Component
public class CertificateExpiryChecker {

    private static final Logger log = LoggerFactory.getLogger(CertificateExpiryChecker.class);
    @Value("${logistics.ws.keystore-path}")
    private String keystorePath;
    @Value("${logistics.ws.keystore-password}")
    private String keystorePassword;
    @Value("${logistics.ws.key-alias}")
    private String keyAlias;
    @Value("${logistics.ws.cert-warn-days:30}")
    private long warnDays;

    @EventListener(ApplicationReadyEvent.class)
    public void check() {
        try (FileInputStream in = new FileInputStream(keystorePath)) {
            KeyStore keyStore = KeyStore.getInstance("JKS");
            keyStore.load(in, keystorePassword.toCharArray());
            X509Certificate cert = (X509Certificate) keyStore.getCertificate(keyAlias);
            long days = Duration.between(Instant.now(), cert.getNotAfter().toInstant()).toDays();
            if (days < 0) {
                log.error("carrier client certificate {} EXPIRED on {}", keyAlias, cert.getNotAfter());
            } else if (days < warnDays) {
                log.warn("carrier client certificate {} expires in {} days ({})", keyAlias, days, cert.getNotAfter());
            } else {
                log.info("carrier client certificate {} valid until {}", keyAlias, cert.getNotAfter());
            }
        } catch (Exception e) {
            log.error("cannot check carrier client certificate at {}", keystorePath, e);
        }
    }
}
