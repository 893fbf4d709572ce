package jp.kobo.orders;

import java.math.BigDecimal;
import java.time.Duration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.web.client.RestTemplateBuilder;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClientException;
import org.springframework.web.client.RestTemplate;

@Component
public class InventoryClient {

    private static final Logger log = LoggerFactory.getLogger(InventoryClient.class);

    private final RestTemplate rest;

    public InventoryClient(RestTemplateBuilder builder,
                           @Value("${inventory.base-url}") String baseUrl,
                           @Value("${inventory.timeout}") Duration timeout) {
        this.rest = builder.rootUri(baseUrl).setConnectTimeout(timeout).setReadTimeout(timeout).build();
    }

    record PriceResponse(String sku, BigDecimal unitPrice) {
    }

    /** Current unit price of a SKU in yen. */
    public BigDecimal unitPrice(String sku) {
        try {
            PriceResponse res = rest.getForObject("/prices/{sku}", PriceResponse.class, sku);
            return res == null ? BigDecimal.ZERO : res.unitPrice();
        } catch (RestClientException e) {
            log.warn("price lookup failed for {}: {}", sku, e.getMessage());
            return BigDecimal.ZERO;
        }
    }
}
