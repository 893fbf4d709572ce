package com.acme.promo.web;

import com.acme.promo.service.CouponException;
import com.acme.promo.service.CouponQuote;
import com.acme.promo.service.CouponService;
import lombok.RequiredArgsConstructor;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

import java.math.BigDecimal;
import java.util.Map;

@RestController
@RequestMapping("/coupons")
@RequiredArgsConstructor
public class CouponController {

    private final CouponService couponService;

    @GetMapping("/{code}/quote")
    public CouponQuote quote(@PathVariable String code,
                             @RequestParam long memberId,
                             @RequestParam BigDecimal orderAmount) {
        return couponService.quote(code, memberId, orderAmount);
    }

    @ExceptionHandler(CouponException.class)
    public ResponseEntity<Map<String, String>> onCouponError(CouponException e) {
        if ("COUPON_NOT_FOUND".equals(e.getCode())) {
            return ResponseEntity.status(HttpStatus.NOT_FOUND)
                    .body(Map.of("code", e.getCode(), "message", e.getMessage()));
        }
        return ResponseEntity.unprocessableEntity().body(Map.of("code", e.getCode(), "message", e.getMessage()));
    }
}
