package com.lanyun.pay.web;

import com.lanyun.pay.domain.PayOrder;
import com.lanyun.pay.service.RefundService;
import jakarta.validation.Valid;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/orders")
public class RefundController {

    private final RefundService refundService;

    public RefundController(RefundService refundService) {
        this.refundService = refundService;
    }

    @PostMapping("/{id}/refunds")
    public PayOrder refund(@PathVariable Long id, @Valid @RequestBody RefundRequest req) {
        return refundService.refund(id, req.amount(), req.reason());
    }
}
