package jp.kakeru.dispatch.assign;

import java.time.LocalTime;

public record DeliveryJob(
        String id,
        String zone,
        double lat,
        double lng,
        LocalTime windowStart,
        LocalTime windowEnd) {
}
