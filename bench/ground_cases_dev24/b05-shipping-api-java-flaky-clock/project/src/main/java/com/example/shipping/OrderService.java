package com.example.shipping;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.Set;

import org.springframework.stereotype.Service;

@Service
public class OrderService {

    private static final ZoneId JST = ZoneId.of("Asia/Tokyo");
    private static final LocalTime CUTOFF = LocalTime.of(14, 0);
    private static final Set<String> REMOTE_PREFECTURES = Set.of("北海道", "沖縄県");

    /**
     * 当日 14 時までの注文は当日出荷。ギフト包装ありは対象外。
     */
    public boolean isSameDayShipping(Order order) {
        if (order.isGiftWrap()) {
            return false;
        }
        LocalDateTime placed = order.getCreatedAt();
        LocalDate today = LocalDate.now(JST);
        return placed.toLocalDate().equals(today) && placed.toLocalTime().isBefore(CUTOFF);
    }

    /**
     * お届け予定日。出荷日 + 配送日数（離島・遠隔地は +1 日）。日曜は出荷しない。
     */
    public LocalDate estimatedDelivery(Order order) {
        LocalDate shipDate = isSameDayShipping(order)
                ? order.getCreatedAt().toLocalDate()
                : order.getCreatedAt().toLocalDate().plusDays(1);
        if (shipDate.getDayOfWeek() == DayOfWeek.SUNDAY) {
            shipDate = shipDate.plusDays(1);
        }
        int transitDays = REMOTE_PREFECTURES.contains(order.getPrefecture()) ? 3 : 2;
        return shipDate.plusDays(transitDays);
    }
}
