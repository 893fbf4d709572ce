package jp.kobo.shop.shipping;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class ShippingFeeCalculatorTest {

    private final ShippingFeeCalculator calc = new ShippingFeeCalculator();

    @Test
    void kantoIsCheapest() {
        assertThat(calc.feeFor(new BigDecimal("3000"), "東京都", false)).isEqualByComparingTo("600");
    }

    @Test
    void hokkaidoAndOkinawaCostMore() {
        assertThat(calc.feeFor(new BigDecimal("3000"), "沖縄県", false)).isEqualByComparingTo("1200");
    }

    @Test
    void otherPrefectures() {
        assertThat(calc.feeFor(new BigDecimal("1000"), "大阪府", false)).isEqualByComparingTo("800");
    }

    @Test
    void freeAboveThreshold() {
        assertThat(calc.feeFor(new BigDecimal("8000"), "大阪府", false)).isEqualByComparingTo("0");
    }
}
