package jp.kirakuya.checkout.service;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import jp.kirakuya.checkout.web.CheckoutRequest;
import org.springframework.stereotype.Component;

@Component
public class PriceCalculator {

    /** 小計からクーポン割引を引いた支払額。0 未満にはしない。DB の numeric(12,2) に合わせて scale 2。 */
    public BigDecimal total(List<CheckoutRequest.Item> items, BigDecimal discount) {
        BigDecimal subtotal = items.stream()
                .map(i -> i.unitPrice().multiply(BigDecimal.valueOf(i.quantity())))
                .reduce(BigDecimal.ZERO, BigDecimal::add);
        return subtotal.subtract(discount).max(BigDecimal.ZERO).setScale(2, RoundingMode.DOWN);
    }
}
