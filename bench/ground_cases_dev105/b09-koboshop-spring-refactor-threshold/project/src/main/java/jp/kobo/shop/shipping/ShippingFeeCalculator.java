package jp.kobo.shop.shipping;

import java.math.BigDecimal;
import org.springframework.stereotype.Component;

@Component
public class ShippingFeeCalculator {

    public static final BigDecimal FREE_THRESHOLD = new BigDecimal("5000");

    enum Zone {
        KANTO(new BigDecimal("600"), new BigDecimal("1100")),
        FAR(new BigDecimal("1200"), new BigDecimal("1900")),
        STANDARD(new BigDecimal("800"), new BigDecimal("1300"));

        final BigDecimal mainland;
        final BigDecimal island;

        Zone(BigDecimal mainland, BigDecimal island) {
            this.mainland = mainland;
            this.island = island;
        }

        static Zone of(String prefecture) {
            return switch (prefecture) {
                case "東京都", "神奈川県", "埼玉県", "千葉県" -> KANTO;
                case "北海道", "沖縄県" -> FAR;
                default -> STANDARD;
            };
        }
    }

    static final BigDecimal ISLAND_FEE_WHEN_FREE = new BigDecimal("500");

    public BigDecimal feeFor(BigDecimal subtotal, String prefecture, boolean remoteIsland) {
        if (qualifiesForFree(subtotal)) {
            return remoteIsland ? ISLAND_FEE_WHEN_FREE : BigDecimal.ZERO;
        }
        Zone zone = Zone.of(prefecture);
        return remoteIsland ? zone.island : zone.mainland;
    }

    boolean qualifiesForFree(BigDecimal subtotal) {
        return subtotal.compareTo(FREE_THRESHOLD) > 0;
    }
}
