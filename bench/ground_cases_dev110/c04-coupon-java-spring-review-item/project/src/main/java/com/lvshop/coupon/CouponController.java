package com.lvshop.coupon;

import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/coupons")
public class CouponController {

    record RedeemRequest(String code, long totalCents) {}

    record RedeemResponse(String code, long discountCents, long payCents) {}

    private final CouponService service;

    public CouponController(CouponService service) {
        this.service = service;
    }

    record CouponView(String code, String kind, long minSpendCents, int usesLeft, String expiresAt) {}

    @GetMapping("/{code}")
    public CouponView get(@PathVariable String code) {
        Coupon c = service.find(code);
        return new CouponView(c.getCode(), c.getKind().name(), c.getMinSpendCents(),
                Math.max(0, c.getMaxUses() - c.getUsedCount()), c.getExpiresAt().toString());
    }

    @PostMapping("/redeem")
    public RedeemResponse redeem(@RequestBody RedeemRequest req) {
        long discount = service.redeem(req.code(), req.totalCents());
        return new RedeemResponse(req.code(), discount, req.totalCents() - discount);
    }

    @ExceptionHandler(java.util.NoSuchElementException.class)
    public ResponseEntity<String> notFound() {
        return ResponseEntity.status(HttpStatus.NOT_FOUND).body("coupon not found");
    }

    @ExceptionHandler(org.springframework.orm.ObjectOptimisticLockingFailureException.class)
    public ResponseEntity<String> conflict() {
        return ResponseEntity.status(HttpStatus.CONFLICT).body("coupon busy, please retry");
    }

    @ExceptionHandler(CouponService.CouponUsedUpException.class)
    public ResponseEntity<String> usedUp(CouponService.CouponUsedUpException e) {
        return ResponseEntity.status(HttpStatus.CONFLICT).body(e.getMessage());
    }
}
