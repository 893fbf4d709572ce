package com.acme.points;

import java.util.Map;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/members")
public class PointsController {

    public record EarnRequest(long orderYuan) {}

    private final PointsService service;

    public PointsController(PointsService service) {
        this.service = service;
    }

    @PostMapping("/{id}/earn")
    public Map<String, Object> earn(@PathVariable long id, @RequestBody EarnRequest req) {
        if (req.orderYuan() <= 0) {
            throw new IllegalArgumentException("orderYuan must be positive");
        }
        long points = service.earn(id, req.orderYuan());
        return Map.of("memberId", id, "earned", points);
    }

    @GetMapping("/{id}/tier")
    public Map<String, Object> tier(@PathVariable long id) {
        Member m = service.member(id);
        TierPolicy.Tier tier = service.tierOf(m);
        return Map.of("memberId", id, "tier", tier.name(), "lifetimePoints", m.getLifetimePoints(),
                "multiplier", service.multiplierOf(tier));
    }

    @ExceptionHandler(IllegalArgumentException.class)
    public ResponseEntity<Map<String, String>> notFound(IllegalArgumentException e) {
        return ResponseEntity.status(404).body(Map.of("error", e.getMessage()));
    }
}
