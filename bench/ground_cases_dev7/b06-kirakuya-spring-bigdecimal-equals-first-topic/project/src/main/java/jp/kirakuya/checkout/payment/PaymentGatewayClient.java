package jp.kirakuya.checkout.payment;

import java.math.BigDecimal;
import java.util.Map;
import jp.pay.exception.PayjpException;
import jp.pay.model.Charge;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

@Component
public class PaymentGatewayClient {

    private static final Logger log = LoggerFactory.getLogger(PaymentGatewayClient.class);

    public String createCharge(String orderNumber, BigDecimal amount, String cardToken) {
        try {
            Charge charge = Charge.create(Map.of(
                    "amount", amount.intValueExact(),
                    "currency", "jpy",
                    "card", cardToken,
                    "metadata", Map.of("order", orderNumber)));
            return charge.getId();
        } catch (PayjpException e) {
            log.error("payjp create charge failed: {} (order={})", e.getMessage(), orderNumber);
            throw new IllegalStateException("payjp: " + e.getMessage(), e);
        }
    }
}
