package ca.maplefamilyclinic.appointments;

import java.util.Map;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

@Component
public class SmsGateway {

    private static final Logger log = LoggerFactory.getLogger(SmsGateway.class);

    private final RestClient http;
    private final String sender;

    public SmsGateway(RestClient.Builder builder,
                      @Value("${sms.base-url:https://sms.internal.maplefamilyclinic.ca}") String baseUrl,
                      @Value("${sms.sender}") String sender) {
        this.http = builder.baseUrl(baseUrl).build();
        this.sender = sender;
    }

    public void send(String phone, String text) {
        if (phone == null || phone.isBlank()) {
            log.warn("no phone number, sms skipped");
            return;
        }
        http.post()
                .uri("/v1/messages")
                .body(Map.of("from", sender, "to", phone, "text", text))
                .retrieve()
                .toBodilessEntity();
    }
}
