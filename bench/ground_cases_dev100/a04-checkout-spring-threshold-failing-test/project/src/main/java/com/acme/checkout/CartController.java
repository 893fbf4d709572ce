package com.acme.checkout;

import jakarta.validation.Valid;
import java.util.LinkedHashMap;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/cart")
public class CartController {

    private static final Logger log = LoggerFactory.getLogger(CartController.class);

    private final ShippingService shipping;
    private final PromoCodes promoCodes;

    public CartController(ShippingService shipping, PromoCodes promoCodes) {
        this.shipping = shipping;
        this.promoCodes = promoCodes;
    }

    @PostMapping("/quote")
    public ResponseEntity<Map<String, Object>> quote(@Valid @RequestBody Cart cart,
                                                     @RequestParam(defaultValue = "false") boolean express) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("subtotal", cart.subtotal());
        body.put("promoValid", !cart.hasPromo() || promoCodes.isKnown(cart.promoCode()));
        body.put("shipping", shipping.quote(cart, express));
        body.put("toFreeShipping", shipping.amountToFreeShipping(cart));
        log.debug("quote subtotal={} promo={} express={} shipping={}",
                body.get("subtotal"), cart.promoCode(), express, body.get("shipping"));
        return ResponseEntity.ok(body);
    }
}
