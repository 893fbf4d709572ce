package com.brightmart.loyalty;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.stereotype.Service;

@Service
public class LoyaltyService {

    @org.springframework.context.annotation.Configuration
    static class ClockConfig {
        @org.springframework.context.annotation.Bean
        java.time.Clock clock() {
            return java.time.Clock.system(java.time.ZoneId.of("America/New_York"));
        }
    }

    public record Grant(String orderId, int points, LocalDate earnedOn) {}

    public record Purchase(long spendCents, LocalDate on) {}

    private final PointsCalculator calculator;
    private final ExpiryPolicy expiry;
    private final Map<String, List<Grant>> grants = new ConcurrentHashMap<>();
    private final Map<String, List<Purchase>> purchases = new ConcurrentHashMap<>();

    public LoyaltyService(PointsCalculator calculator, ExpiryPolicy expiry) {
        this.calculator = calculator;
        this.expiry = expiry;
    }

    public Tier tierFor(String memberId, LocalDate today) {
        LocalDate since = today.minusMonths(12);
        long spend = purchases.getOrDefault(memberId, List.of()).stream()
                .filter(p -> p.on().isAfter(since))
                .mapToLong(Purchase::spendCents)
                .sum();
        return Tier.forSpend(spend);
    }

    public Grant awardPurchase(String memberId, String orderId, BigDecimal amount, LocalDate on) {
        Tier tier = tierFor(memberId, on);
        int points = calculator.pointsFor(amount, tier);
        Grant grant = new Grant(orderId, points, on);
        grants.computeIfAbsent(memberId, k -> new ArrayList<>()).add(grant);
        purchases.computeIfAbsent(memberId, k -> new ArrayList<>())
                .add(new Purchase(amount.movePointRight(2).longValue(), on));
        return grant;
    }

    public int balance(String memberId) {
        return expiry.livePoints(grants.getOrDefault(memberId, List.of()));
    }
}
