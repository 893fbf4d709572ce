package com.acme.coupon;

import java.math.BigDecimal;
import java.util.Map;

import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/coupons")
public class CouponController {

    private final CouponService service;

    public CouponController(CouponService service) {
        this.service = service;
    }

    @GetMapping("/{code}")
    public CouponView get(@PathVariable String code) {
        return CouponView.of(service.find(code));
    }

    @PostMapping("/apply")
    public ApplyResponse apply(@RequestBody ApplyRequest req) {
        BigDecimal after = service.apply(req.code(), req.orderTotal());
        return new ApplyResponse(req.code(), req.orderTotal(), after);
    }

    @ExceptionHandler(CouponService.CouponNotFoundException.class)
    @ResponseStatus(HttpStatus.NOT_FOUND)
    public Map<String, String> onNotFound(CouponService.CouponNotFoundException e) {
        return Map.of("error", e.getMessage());
    }

    @ExceptionHandler(CouponService.CouponException.class)
    @ResponseStatus(HttpStatus.UNPROCESSABLE_ENTITY)
    public Map<String, String> onCouponError(CouponService.CouponException e) {
        return Map.of("error", e.getMessage());
    }

    public record ApplyRequest(String code, BigDecimal orderTotal) {}

    public record ApplyResponse(String code, BigDecimal before, BigDecimal after) {}

    public record CouponView(String code, BigDecimal discount, BigDecimal minSpend, String expiresAt, boolean active) {
        static CouponView of(Coupon c) {
            return new CouponView(c.getCode(), c.getDiscount(), c.getMinSpend(),
                    c.getExpiresAt() == null ? null : c.getExpiresAt().toString(), c.isActive());
        }
    }
}
