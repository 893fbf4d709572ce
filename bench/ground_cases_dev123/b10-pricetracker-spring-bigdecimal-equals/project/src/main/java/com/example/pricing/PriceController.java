package com.example.pricing;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/prices")
public class PriceController {

    private final PriceService service;

    public PriceController(PriceService service) {
        this.service = service;
    }

    @GetMapping
    public List<PriceService.ProductPrice> list() {
        return service.listWithLatest();
    }

    @GetMapping("/{sku}/history")
    public List<PricePoint> history(@PathVariable String sku, @RequestParam(defaultValue = "30") int limit) {
        return service.history(sku, limit);
    }

    @PostMapping("/{sku}")
    public ResponseEntity<Map<String, Object>> record(@PathVariable String sku, @RequestBody Map<String, BigDecimal> body) {
        boolean changed = service.recordPrice(sku, body.get("price"));
        return ResponseEntity.ok(Map.of("sku", sku, "changed", changed));
    }
}
