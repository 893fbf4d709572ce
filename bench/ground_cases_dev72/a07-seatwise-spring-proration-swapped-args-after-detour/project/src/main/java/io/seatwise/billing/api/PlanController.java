package io.seatwise.billing.api;

import java.util.List;
import java.util.stream.Stream;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

import io.seatwise.billing.Plan;

@RestController
public class PlanController {

    @GetMapping("/api/plans")
    public List<PlanDto> plans() {
        return Stream.of(Plan.STARTER, Plan.PRO, Plan.BUSINESS).map(PlanDto::from).toList();
    }
}
