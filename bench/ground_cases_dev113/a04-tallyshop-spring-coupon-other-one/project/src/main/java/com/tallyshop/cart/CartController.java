package com.tallyshop.cart;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/carts")
public class CartController {

    private static final Logger log = LoggerFactory.getLogger(CartController.class);

    public record CouponRequest(String code) {}

    private final CartStore carts;
    private final CouponService couponService;

    public CartController(CartStore carts, CouponService couponService) {
        this.carts = carts;
        this.couponService = couponService;
    }

    @GetMapping("/{id}")
    public ResponseEntity<Cart> get(@PathVariable String id) {
        return carts.find(id).map(ResponseEntity::ok).orElse(ResponseEntity.notFound().build());
    }

    @PostMapping("/{id}/coupon")
    public ResponseEntity<CouponResult> applyCoupon(@PathVariable String id, @RequestBody CouponRequest body) {
        Cart cart = carts.find(id).orElse(null);
        if (cart == null) {
            return ResponseEntity.notFound().build();
        }
        CouponResult result = couponService.apply(cart, body.code());
        if (!result.applied()) {
            log.info("coupon rejected cart={} code={} reason={}", id, body.code(), result.reason());
            return ResponseEntity.unprocessableEntity().body(result);
        }
        return ResponseEntity.ok(result);
    }

    @GetMapping("/{id}/coupon/preview")
    public ResponseEntity<CouponResult> previewCoupon(@PathVariable String id, @RequestParam String code) {
        return carts.find(id)
                .map(cart -> ResponseEntity.ok(couponService.apply(cart, code)))
                .orElse(ResponseEntity.notFound().build());
    }
}
