package com.acme.risk.api;

import com.acme.risk.service.ScoreService;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/v1")
public class ScoreController {

    private final ScoreService scores;

    public ScoreController(ScoreService scores) {
        this.scores = scores;
    }

    @GetMapping("/scores/{customerId}")
    public ScoreResponse score(@PathVariable String customerId) {
        return scores.getScore(customerId);
    }

    public record BatchRequest(@NotEmpty @Size(max = 100) List<String> customerIds) {}

    @PostMapping("/scores:batch")
    public List<ScoreResponse> batch(@Valid @RequestBody BatchRequest request) {
        return request.customerIds().stream().map(scores::getScore).toList();
    }

    @GetMapping("/scores/{customerId}/explanation")
    public Map<String, Double> explanation(@PathVariable String customerId) {
        return scores.explain(customerId);
    }

    @GetMapping("/model")
    public ResponseEntity<Map<String, String>> model() {
        return ResponseEntity.ok(Map.of("version", scores.currentModelVersion()));
    }
}
