package com.acme.leave;

import java.util.Map;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

/**
 * The HR system owns leave balances. It keeps them in hours, because part-time
 * contracts accrue leave by the hour.
 */
@Component
public class HrClient {

    private final RestClient http;

    public HrClient(RestClient.Builder builder, @Value("${hr.base-url}") String baseUrl) {
        this.http = builder.baseUrl(baseUrl).build();
    }

    /** Remaining leave of the current year, in hours. */
    public double remainingLeaveHours(String employeeId) {
        Map<?, ?> body = http.get()
                .uri("/employees/{id}/leave-balance", employeeId)
                .retrieve()
                .body(Map.class);
        if (body == null || !(body.get("remainingHours") instanceof Number hours)) {
            throw new IllegalStateException("HR returned no balance for " + employeeId);
        }
        return hours.doubleValue();
    }

    /** Books taken leave against the balance. */
    public void deduct(String employeeId, double hours) {
        http.post()
                .uri("/employees/{id}/leave-bookings", employeeId)
                .body(Map.of("hours", hours))
                .retrieve()
                .toBodilessEntity();
    }
}
