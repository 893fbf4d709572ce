package com.shop.order.service;

import com.shop.order.common.BizException;
import com.shop.order.entity.Order;
import com.shop.order.entity.OrderItem;
import com.shop.order.entity.RefundRecord;
import com.shop.order.enums.OrderStatus;
import com.shop.order.mapper.OrderMapper;
import com.shop.order.mapper.RefundMapper;
import com.shop.order.pay.WxPayClient;
import com.shop.order.pay.WxRefundRequest;
import lombok.RequiredArgsConstructor;
import lombok.extern.slf4j.Slf4j;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDateTime;
import java.util.List;

@Slf4j
@Service
@RequiredArgsConstructor
public class RefundService {

    private final OrderMapper orderMapper;
    private final RefundMapper refundMapper;
    private final WxPayClient wxPayClient;

    /**
     * 整单退款。order.payAmount 单位是分。
     */
    @Transactional(rollbackFor = Exception.class)
    public RefundRecord refundAll(Long orderId, String reason) {
        Order order = orderMapper.selectById(orderId);
        checkRefundable(order);
        // payAmount 已经是分，直接按分退，不要再换算成元
        long refundFen = order.getPayAmount() - refundMapper.sumRefunded(order.getId());
        if (refundFen <= 0) {
            throw new BizException("订单已无可退金额");
        }
        return doRefund(order, refundFen, reason);
    }

    /**
     * 部分退款：按所选商品行金额占比分摊实付金额（优惠已经摊在 payAmount 里）。
     */
    @Transactional(rollbackFor = Exception.class)
    public RefundRecord refundItems(Long orderId, List<Long> itemIds, String reason) {
        Order order = orderMapper.selectById(orderId);
        checkRefundable(order);
        List<OrderItem> items = orderMapper.selectItems(orderId);
        long itemsTotal = items.stream().mapToLong(OrderItem::getTotalFen).sum();
        long selected = items.stream()
                .filter(i -> itemIds.contains(i.getId()))
                .mapToLong(OrderItem::getTotalFen)
                .sum();
        if (selected == 0) {
            throw new BizException("没有选中可退的商品");
        }
        BigDecimal ratio = BigDecimal.valueOf(selected).divide(BigDecimal.valueOf(itemsTotal), 6, RoundingMode.HALF_UP);
        long refundFen = ratio.multiply(BigDecimal.valueOf(order.getPayAmount())).setScale(0, RoundingMode.DOWN).longValue();
        return doRefund(order, refundFen, reason);
    }

    private void checkRefundable(Order order) {
        if (order == null) {
            throw new BizException("订单不存在");
        }
        if (order.getStatus() != OrderStatus.PAID && order.getStatus() != OrderStatus.FINISHED) {
            throw new BizException("当前订单状态不允许退款: " + order.getStatus());
        }
        long refunded = refundMapper.sumRefunded(order.getId());
        if (refunded >= order.getPayAmount()) {
            throw new BizException("订单已全额退款");
        }
    }

    private RefundRecord doRefund(Order order, long refundFen, String reason) {
        String refundNo = "RF" + java.util.UUID.randomUUID().toString().replace("-", "");
        WxRefundRequest req = WxRefundRequest.builder()
                .outTradeNo(order.getOrderNo())
                .outRefundNo(refundNo)
                .refundFen(refundFen)
                .totalFen(order.getPayAmount())
                .reason(reason)
                .build();
        wxPayClient.refund(req);
        RefundRecord record = new RefundRecord();
        record.setOrderId(order.getId());
        record.setRefundNo(refundNo);
        record.setRefundFen(refundFen);
        record.setReason(reason);
        record.setCreatedAt(LocalDateTime.now());
        refundMapper.insert(record);
        log.info("refund submitted order={} refundNo={} fen={}", order.getOrderNo(), refundNo, refundFen);
        return record;
    }
}
