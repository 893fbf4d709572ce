package com.lanmei.mall.coupon;

import java.math.BigDecimal;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import jakarta.validation.Valid;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.NotBlank;

import lombok.RequiredArgsConstructor;

@RestController
@RequestMapping("/api/coupons")
@RequiredArgsConstructor
public class CouponController {

    private final CouponService couponService;

    public record ApplyRequest(@NotBlank String code, @DecimalMin("0.01") BigDecimal orderAmount) {
    }

    @PostMapping("/apply")
    public ResponseEntity<ApplyResult> apply(@RequestHeader("X-User-Id") long userId,
                                             @Valid @RequestBody ApplyRequest req) {
        return ResponseEntity.ok(couponService.apply(userId, req.code(), req.orderAmount()));
    }

    @ExceptionHandler(CouponException.class)
    public ResponseEntity<ErrorBody> onCouponError(CouponException e) {
        return ResponseEntity.badRequest().body(new ErrorBody(e.getMessage()));
    }

    public record ErrorBody(String error) {
    }
}
