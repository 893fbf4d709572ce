package com.acme.shop.order;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.math.BigDecimal;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.test.util.ReflectionTestUtils;

import com.acme.shop.catalog.CatalogClient;
import com.acme.shop.pricing.PriceCalculator;

class PricingServiceTest {

    private final CatalogClient catalog = mock(CatalogClient.class);
    private final CouponRepository coupons = mock(CouponRepository.class);
    private PricingService service;

    @BeforeEach
    void setUp() {
        service = new PricingService(catalog, new PriceCalculator(), coupons);
        ReflectionTestUtils.setField(service, "taxRate", new BigDecimal("0.13"));
        when(catalog.unitPrice(anyString())).thenReturn(new BigDecimal("10.00"));
    }

    private OrderRequest request(int qty) {
        OrderRequest req = new OrderRequest();
        req.setCustomerId("c-1");
        OrderRequest.Item item = new OrderRequest.Item();
        item.setSku("SKU-1");
        item.setQuantity(qty);
        req.setItems(List.of(item));
        return req;
    }

    @Test
    void subtotalIsSumOfLines() {
        assertEquals(new BigDecimal("30.00"), service.quote(request(3)).subtotal());
    }

    @Test
    void taxOnSubtotal() {
        assertEquals(new BigDecimal("3.90"), service.quote(request(3)).tax());
    }

    @Test
    void totalIncludesTax() {
        assertEquals(new BigDecimal("33.90"), service.quote(request(3)).total());
    }

    @Test
    void noCouponNoDiscount() {
        assertEquals(new BigDecimal("0.00"), service.quote(request(1)).discount());
    }
}
