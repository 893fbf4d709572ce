package com.acme.coupon;

import com.acme.coupon.CouponService.CouponException;
import java.util.List;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/coupons")
public class RedeemController {

    public record RedeemRequest(long userId, String orderId, int orderCents) {}

    public record ReleaseRequest(String orderId) {}

    private final CouponService service;

    public RedeemController(CouponService service) {
        this.service = service;
    }

    @GetMapping
    public List<Map<String, Object>> usable(@RequestParam long userId) {
        return service.usable(userId).stream()
                .map(c -> Map.<String, Object>of(
                        "couponId", c.getId(),
                        "amountCents", c.getAmountCents(),
                        "minOrderCents", c.getMinOrderCents(),
                        "expiresAt", c.getExpiresAt().toString()))
                .toList();
    }

    @PostMapping("/{id}/redeem")
    public Map<String, Object> redeem(@PathVariable long id, @RequestBody RedeemRequest req) {
        Coupon c = service.redeem(id, req.userId(), req.orderId(), req.orderCents());
        return Map.of("couponId", c.getId(), "discountCents", c.getAmountCents());
    }

    @PostMapping("/{id}/release")
    public ResponseEntity<Void> release(@PathVariable long id, @RequestBody ReleaseRequest req) {
        service.release(id, req.orderId());
        return ResponseEntity.noContent().build();
    }

    @ExceptionHandler(CouponException.class)
    public ResponseEntity<Map<String, String>> onCouponError(CouponException e) {
        HttpStatus status = "COUPON_NOT_FOUND".equals(e.getCode()) ? HttpStatus.NOT_FOUND : HttpStatus.CONFLICT;
        return ResponseEntity.status(status).body(Map.of("code", e.getCode()));
    }
}
