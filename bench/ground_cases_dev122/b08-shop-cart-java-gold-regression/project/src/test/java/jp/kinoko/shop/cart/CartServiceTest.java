package jp.kinoko.shop.cart;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;

import org.junit.jupiter.api.Test;

class CartServiceTest {

    private final CartService service = new CartService();

    @Test
    void regularMemberPaysSubtotal() {
        service.cartFor("c1").add("A-1", 2, new BigDecimal("1500"));
        assertThat(service.total("c1")).isEqualByComparingTo("3000");
    }

    @Test
    void silverMemberGetsFivePercentOff() {
        service.setRank("c2", DiscountPolicy.Rank.SILVER);
        service.cartFor("c2").add("A-1", 2, new BigDecimal("1500"));
        assertThat(service.total("c2")).isEqualByComparingTo("2850");
    }

    @Test
    void silverMemberBulkOrderStacksDiscounts() {
        service.setRank("c3", DiscountPolicy.Rank.SILVER);
        service.cartFor("c3").add("B-7", 4, new BigDecimal("2500"));
        assertThat(service.total("c3")).isEqualByComparingTo("9200");
    }
}
