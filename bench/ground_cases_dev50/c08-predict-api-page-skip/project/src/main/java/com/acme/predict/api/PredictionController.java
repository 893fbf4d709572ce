package com.acme.predict.api;

import com.acme.predict.service.PredictionService;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/models/{modelId}/predictions")
public class PredictionController {

    private final PredictionService service;

    public PredictionController(PredictionService service) {
        this.service = service;
    }

    @GetMapping
    public PageResult<PredictionDto> list(@PathVariable String modelId,
                                          @RequestParam(defaultValue = "1") int page,
                                          @RequestParam(defaultValue = "" + PredictionService.DEFAULT_SIZE) int size) {
        return service.page(modelId, page, size);
    }

    @ExceptionHandler(IllegalArgumentException.class)
    public ResponseEntity<String> badRequest(IllegalArgumentException e) {
        return ResponseEntity.badRequest().body(e.getMessage());
    }

    @GetMapping("/{entityId}/latest")
    public ResponseEntity<PredictionDto> latest(@PathVariable String modelId, @PathVariable String entityId) {
        return service.latest(modelId, entityId)
                .map(ResponseEntity::ok)
                .orElse(ResponseEntity.notFound().build());
    }
}
