package jp.hokuto.shop.checkout;

import jp.hokuto.shop.account.Account;
import jp.hokuto.shop.account.CurrentAccount;
import jp.hokuto.shop.cart.CartService;
import jp.hokuto.shop.feature.FeatureFlagService;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;

@Controller
@RequestMapping("/checkout")
public class CheckoutController {

    private final CartService cartService;
    private final FeatureFlagService flags;

    public CheckoutController(CartService cartService, FeatureFlagService flags) {
        this.cartService = cartService;
        this.flags = flags;
    }

    @GetMapping
    public String show(@CurrentAccount Account account, Model model) {
        model.addAttribute("cart", cartService.currentCart(account));
        if (flags.newCheckout(account)) {
            return "checkout/v2/index";
        }
        return "checkout/index";
    }

    @GetMapping("/complete")
    public String complete(@CurrentAccount Account account, Model model) {
        model.addAttribute("order", cartService.lastOrder(account));
        return flags.newCheckout(account) ? "checkout/v2/complete" : "checkout/complete";
    }
}
