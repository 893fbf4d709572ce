package com.brightcart.points;

import java.util.Map;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/customers/{customerId}/points")
public class PointsController {

    private final PointsService points;

    public PointsController(PointsService points) {
        this.points = points;
    }

    @GetMapping
    public Map<String, Object> summary(@PathVariable long customerId) {
        return Map.of(
                "customerId", customerId,
                "balance", points.balance(customerId),
                "expiringSoon", points.expiringWithin(customerId, 30));
    }
}
