package com.example.reco.api;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import com.example.reco.service.RecommendationService;
import com.example.reco.service.RecommendationService.Recommendations;

@RestController
public class RecommendationController {
    private final RecommendationService service;
    private final int defaultLimit;

    public RecommendationController(RecommendationService service, @Value("${reco.default-limit}") int defaultLimit) {
        this.service = service;
        this.defaultLimit = defaultLimit;
    }

    @GetMapping("/recommendations/{userId}")
    public ResponseEntity<Recommendations> recommend(@PathVariable String userId,
                                                     @RequestParam(required = false) Integer limit) {
        int n = limit == null ? defaultLimit : Math.max(1, Math.min(limit, 100));
        var result = service.forUser(userId, n);
        return ResponseEntity.ok()
                .header("X-Reco-Source", result.source())
                .body(result);
    }
}
