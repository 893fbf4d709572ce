package com.acme.mall.pay;

import com.acme.mall.pay.order.Order;
import com.acme.mall.pay.order.OrderRepository;
import com.acme.mall.pay.order.OrderStatus;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.Map;

@Service
public class PayCallbackService {

    private static final Logger log = LoggerFactory.getLogger(PayCallbackService.class);
    private static final BigDecimal FEN_PER_YUAN = BigDecimal.valueOf(100);

    private final OrderRepository orders;
    private final SignVerifier signVerifier;

    public PayCallbackService(OrderRepository orders, SignVerifier signVerifier) {
        this.orders = orders;
        this.signVerifier = signVerifier;
    }

    @Transactional
    public void handleWx(WxPayNotify notify) {
        if (!signVerifier.verifyWx(notify)) {
            throw new PayException("bad sign, order=" + notify.getOutTradeNo());
        }
        Order order = orders.findByNumberForUpdate(notify.getOutTradeNo())
                .orElseThrow(() -> new PayException("order not found: " + notify.getOutTradeNo()));
        BigDecimal paid = new BigDecimal(notify.getTotalFee()).divide(FEN_PER_YUAN);
        markPaid(order, paid, notify.getTransactionId(), "WX");
    }

    @Transactional
    public void handleAlipay(Map<String, String> params) {
        if (!signVerifier.verifyAlipay(params)) {
            throw new PayException("bad sign, order=" + params.get("out_trade_no"));
        }
        if (!"TRADE_SUCCESS".equals(params.get("trade_status"))) {
            return;
        }
        Order order = orders.findByNumberForUpdate(params.get("out_trade_no"))
                .orElseThrow(() -> new PayException("order not found: " + params.get("out_trade_no")));
        BigDecimal paid = new BigDecimal(params.get("total_amount"));
        markPaid(order, paid, params.get("trade_no"), "ALIPAY");
    }

    private void markPaid(Order order, BigDecimal paid, String tradeNo, String channel) {
        if (order.getStatus() == OrderStatus.PAID) {
            log.info("duplicate notify ignored, order={}", order.getNumber());
            return;
        }
        if (!order.getPayAmount().equals(paid)) {
            throw new AmountMismatchException(order.getNumber(), order.getPayAmount(), paid);
        }
        order.setStatus(OrderStatus.PAID);
        order.setPayChannel(channel);
        order.setTradeNo(tradeNo);
        order.setPaidAt(LocalDateTime.now());
        orders.save(order);
        log.info("order paid, order={}, channel={}, amount={}", order.getNumber(), channel, paid);
    }
}
