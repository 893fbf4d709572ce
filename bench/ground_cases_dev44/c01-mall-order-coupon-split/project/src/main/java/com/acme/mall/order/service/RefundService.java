package com.acme.mall.order.service;

import com.acme.mall.order.domain.Order;
import com.acme.mall.order.domain.RefundOrder;
import com.acme.mall.order.dto.RefundRequest;
import com.acme.mall.order.exception.BizException;
import com.acme.mall.order.mapper.OrderMapper;
import com.acme.mall.order.mapper.RefundMapper;
import com.acme.mall.order.util.MoneyUtil;
import lombok.RequiredArgsConstructor;
import lombok.extern.slf4j.Slf4j;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Slf4j
@Service
@RequiredArgsConstructor
public class RefundService {

    private final OrderMapper orderMapper;
    private final RefundMapper refundMapper;
    private final CouponSplitService couponSplitService;
    private final PayGateway payGateway;

    @Transactional(rollbackFor = Exception.class)
    public RefundOrder apply(RefundRequest req) {
        Order order = orderMapper.selectWithItems(req.getOrderNo());
        if (order == null) {
            throw new BizException("ORDER_NOT_FOUND", "订单不存在");
        }
        long maxFen = couponSplitService.paidFenOf(order, req.getItemId());
        // 前端传的是元，两位小数
        long refundFen = MoneyUtil.yuanToFen(req.getAmount());
        if (refundFen <= 0 || refundFen > maxFen) {
            throw new BizException("REFUND_AMOUNT_INVALID", "退款金额不合法");
        }
        RefundOrder refund = new RefundOrder();
        refund.setOrderNo(order.getOrderNo());
        refund.setItemId(req.getItemId());
        refund.setRefundAmountFen(refundFen);
        refund.setStatus(RefundOrder.STATUS_PENDING);
        refundMapper.insert(refund);
        log.info("refund created orderNo={} itemId={} fen={}", order.getOrderNo(), req.getItemId(), refundFen);
        payGateway.refund(order.getPayTradeNo(), refund.getId(), refundFen);
        return refund;
    }
}
