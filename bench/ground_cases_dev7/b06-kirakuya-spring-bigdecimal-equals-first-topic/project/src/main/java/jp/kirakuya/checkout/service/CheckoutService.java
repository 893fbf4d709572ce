package jp.kirakuya.checkout.service;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.concurrent.atomic.AtomicInteger;
import jp.kirakuya.checkout.domain.Order;
import jp.kirakuya.checkout.payment.PaymentGatewayClient;
import jp.kirakuya.checkout.repository.OrderRepository;
import jp.kirakuya.checkout.web.CheckoutRequest;
import jp.kirakuya.checkout.web.CheckoutResponse;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class CheckoutService {

    private static final ZoneId TOKYO = ZoneId.of("Asia/Tokyo");
    private static final AtomicInteger SEQ = new AtomicInteger();

    private final PriceCalculator calculator;
    private final CouponService coupons;
    private final PaymentGatewayClient gateway;
    private final OrderRepository orders;

    public CheckoutService(PriceCalculator calculator, CouponService coupons, PaymentGatewayClient gateway,
                           OrderRepository orders) {
        this.calculator = calculator;
        this.coupons = coupons;
        this.gateway = gateway;
        this.orders = orders;
    }

    @Transactional
    public CheckoutResponse checkout(CheckoutRequest req) {
        BigDecimal discount = coupons.discountFor(req.couponCode());
        BigDecimal total = calculator.total(req.items(), discount);
        Order order = orders.save(new Order(nextNumber(), total));

        // 0円の注文は決済をスキップしてそのまま支払済みにする
        if (total.equals(BigDecimal.ZERO)) {
            order.markPaid("FREE");
            return CheckoutResponse.completed(order.getNumber());
        }

        String chargeId = gateway.createCharge(order.getNumber(), total, req.cardToken());
        order.markPaid(chargeId);
        return CheckoutResponse.completed(order.getNumber());
    }

    private static String nextNumber() {
        String day = LocalDate.now(TOKYO).format(DateTimeFormatter.BASIC_ISO_DATE);
        return "KR-" + day + "-" + String.format("%04d", SEQ.incrementAndGet());
    }
}
