package jp.ichiba.market.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

class BundleTest {

    private final Bundle bundle = new Bundle("SET-01", "お茶碗と箸のセット", List.of(
            new Bundle.BundleItem("BOWL", 2200, 1),
            new Bundle.BundleItem("HASHI", 900, 2)), 10);

    @Test
    void listPriceIsSumOfItems() {
        assertEquals(4000, bundle.listPrice());
    }

    @Test
    void priceAppliesDiscount() {
        assertEquals(3600, bundle.price());
    }

    @Test
    void savings() {
        assertEquals(400, bundle.savings());
    }

    @Test
    void roundsDownPerItem() {
        Bundle odd = new Bundle("SET-02", "湯呑みセット", List.of(
                new Bundle.BundleItem("YUNOMI", 1299, 2),
                new Bundle.BundleItem("KOASA", 455, 1)), 15);
        // 1299 * 85 / 100 = 1104 (1104.15) ×2 = 2208, 455 * 85 / 100 = 386 (386.75)
        assertEquals(2594, odd.price());
    }
}
