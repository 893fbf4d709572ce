package com.shopline.coupon;

import java.math.BigDecimal;
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
@RequestMapping("/coupons")
public class CouponController {

    private final CouponService service;

    public CouponController(CouponService service) {
        this.service = service;
    }

    public record ApplyRequest(BigDecimal subtotal) {}

    @PostMapping("/{code}/apply")
    public ResponseEntity<Map<String, Object>> apply(@PathVariable String code, @RequestBody ApplyRequest req) {
        if (service.find(code).isEmpty()) {
            return ResponseEntity.notFound().build();
        }
        BigDecimal discount = service.apply(code, req.subtotal());
        return ResponseEntity.ok(Map.of(
                "code", code.toUpperCase(),
                "discount", discount,
                "payable", req.subtotal().subtract(discount)));
    }

    @GetMapping("/{code}/preview")
    public ResponseEntity<Map<String, Object>> preview(@PathVariable String code, @RequestParam BigDecimal subtotal) {
        return apply(code, new ApplyRequest(subtotal));
    }

    @GetMapping("/{code}")
    public ResponseEntity<Coupon> get(@PathVariable String code) {
        return service.find(code).map(ResponseEntity::ok).orElse(ResponseEntity.notFound().build());
    }
}
