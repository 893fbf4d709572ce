package com.zhixin.mall.controller;

import com.zhixin.mall.dto.ApiResult;
import com.zhixin.mall.service.CouponService;
import org.springframework.web.bind.annotation.*;

import java.math.BigDecimal;

@RestController
@RequestMapping("/api/coupons")
public class CouponController {

    private final CouponService couponService;

    public CouponController(CouponService couponService) {
        this.couponService = couponService;
    }

    /** 结算页试算：返回这张券能抵扣多少 */
    @GetMapping("/preview")
    public ApiResult<BigDecimal> preview(@RequestParam Long userId,
                                         @RequestParam String code,
                                         @RequestParam BigDecimal amount) {
        return ApiResult.ok(couponService.applyCoupon(userId, code, amount));
    }
}
