package nl.tulpdesk.billing.tax;

import java.time.Duration;
import java.util.Map;
import java.util.regex.Pattern;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.client.SimpleClientHttpRequestFactory;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;
import org.springframework.web.client.RestClientException;

@Component
public class VatIdValidator {

    private static final Logger log = LoggerFactory.getLogger(VatIdValidator.class);
    private static final Pattern FORMAT = Pattern.compile("^[A-Z]{2}[0-9A-Z]{8,12}$");

    private final RestClient vies;

    public VatIdValidator(@Value("${billing.vies.url}") String url, @Value("${billing.vies.timeout}") Duration timeout) {
        SimpleClientHttpRequestFactory factory = new SimpleClientHttpRequestFactory();
        factory.setConnectTimeout(timeout);
        factory.setReadTimeout(timeout);
        this.vies = RestClient.builder().baseUrl(url).requestFactory(factory).build();
    }

    public boolean isValid(String vatId) {
        if (!FORMAT.matcher(vatId).matches()) {
            return false;
        }
        try {
            Map<?, ?> body = vies.post()
                    .body(Map.of("countryCode", vatId.substring(0, 2), "vatNumber", vatId.substring(2)))
                    .retrieve()
                    .body(Map.class);
            return body != null && Boolean.TRUE.equals(body.get("valid"));
        } catch (RestClientException e) {
            log.warn("VIES check failed for {}: {}", vatId, e.getMessage());
            return false;
        }
    }
}
