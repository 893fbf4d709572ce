package jp.kinoko.shop.cart;

import java.math.BigDecimal;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

@Service
public class CartService {

    private static final Logger log = LoggerFactory.getLogger(CartService.class);

    private final Map<String, Cart> carts = new ConcurrentHashMap<>();
    private final Map<String, DiscountPolicy.Rank> ranks = new ConcurrentHashMap<>();
    private final DiscountPolicy policy = new DiscountPolicy();

    public Cart cartFor(String customerId) {
        return carts.computeIfAbsent(customerId, Cart::new);
    }

    public void setRank(String customerId, DiscountPolicy.Rank rank) {
        ranks.put(customerId, rank);
    }

    public BigDecimal subtotal(Cart cart) {
        return cart.lines().stream()
                .map(Cart.Line::amount)
                .reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    public BigDecimal total(String customerId) {
        Cart cart = cartFor(customerId);
        DiscountPolicy.Rank rank = ranks.getOrDefault(customerId, DiscountPolicy.Rank.REGULAR);
        BigDecimal total = policy.apply(rank, subtotal(cart));
        log.debug("cart total customer={} rank={} items={} total={}", customerId, rank, cart.itemCount(), total);
        return total;
    }
}
