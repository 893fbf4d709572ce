package com.alpenfakt.billing.config;

import java.util.Currency;

import org.springframework.boot.context.properties.ConfigurationProperties;

import lombok.Getter;
import lombok.Setter;

@Getter
@Setter
@ConfigurationProperties(prefix = "billing")
public class BillingProperties {

    /** Currency for new customers when the CRM doesn't send one. */
    private Currency defaultCurrency = Currency.getInstance("EUR");

    private int paymentTermsDays = 30;

    private String mailFrom;
}
