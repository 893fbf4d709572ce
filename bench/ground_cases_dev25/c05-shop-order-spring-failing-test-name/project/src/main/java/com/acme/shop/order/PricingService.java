package com.acme.shop.order;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

import com.acme.shop.catalog.CatalogClient;
import com.acme.shop.pricing.PriceCalculator;

import lombok.RequiredArgsConstructor;

@Service
@RequiredArgsConstructor
public class PricingService {

    private final CatalogClient catalog;
    private final PriceCalculator calc;
    private final CouponRepository coupons;

    @Value("${pricing.tax-rate}")
    private BigDecimal taxRate;

    public Quote quote(OrderRequest req) {
        List<BigDecimal> lines = new ArrayList<>();
        for (OrderRequest.Item item : req.getItems()) {
            BigDecimal unit = catalog.unitPrice(item.getSku());
            lines.add(calc.lineTotal(unit, item.getQuantity()));
        }
        BigDecimal subtotal = calc.sum(lines);
        BigDecimal discounted = subtotal;
        if (req.getCouponCode() != null && !req.getCouponCode().isBlank()) {
            Coupon coupon = coupons.findByCodeAndActiveTrue(req.getCouponCode().trim())
                    .orElseThrow(() -> new InvalidCouponException(req.getCouponCode()));
            discounted = calc.applyPercentOff(subtotal, coupon.getPercentOff());
        }
        BigDecimal discount = subtotal.subtract(discounted);
        BigDecimal tax = discounted.multiply(taxRate).setScale(PriceCalculator.SCALE, java.math.RoundingMode.HALF_UP);
        return new Quote(subtotal, discount, tax, discounted.add(tax));
    }

    public record Quote(BigDecimal subtotal, BigDecimal discount, BigDecimal tax, BigDecimal total) {
    }
}
