package com.qingyun.gateway.quota;

import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class QuotaController {

    private final QuotaService quota;

    public QuotaController(QuotaService quota) {
        this.quota = quota;
    }

    @GetMapping("/v1/quota")
    public Map<String, Object> status(@RequestHeader("X-Api-Key") String apiKey) {
        QuotaService.Window w = quota.current(apiKey);
        return Map.of("used", w.used(), "resetAt", w.resetAt().toString());
    }

    @GetMapping("/v1/ping")
    public ResponseEntity<Map<String, Object>> ping(
            @RequestHeader("X-Api-Key") String apiKey,
            @RequestHeader(value = "X-Plan", required = false) String plan) {
        if (!quota.tryAcquire(apiKey, Plan.fromHeader(plan))) {
            return ResponseEntity.status(429).body(Map.of("error", "quota exceeded"));
        }
        return ResponseEntity.ok(Map.of("pong", true));
    }
}
