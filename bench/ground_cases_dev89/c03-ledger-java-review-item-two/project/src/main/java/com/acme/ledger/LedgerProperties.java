package com.acme.ledger;

import java.math.BigDecimal;
import java.time.ZoneId;

import org.springframework.boot.context.properties.ConfigurationProperties;

@ConfigurationProperties(prefix = "ledger")
public record LedgerProperties(String currency, ZoneId zone, BigDecimal dailyLimit) {
}
