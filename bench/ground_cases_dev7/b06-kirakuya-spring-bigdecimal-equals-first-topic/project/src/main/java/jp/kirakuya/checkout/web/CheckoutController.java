package jp.kirakuya.checkout.web;

import jakarta.validation.Valid;
import jp.kirakuya.checkout.service.CheckoutService;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/checkout")
public class CheckoutController {

    private final CheckoutService checkout;

    public CheckoutController(CheckoutService checkout) {
        this.checkout = checkout;
    }

    @PostMapping
    public CheckoutResponse checkout(@Valid @RequestBody CheckoutRequest req) {
        return checkout.checkout(req);
    }
}
