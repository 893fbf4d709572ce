package com.shop.order.pay;

import lombok.Builder;
import lombok.Data;

/**
 * 微信支付 v3 申请退款参数（金额单位：分）。
 * out_refund_no 最长 64 位。
 */
@Data
@Builder
public class WxRefundRequest {
    private String outTradeNo;
    private String outRefundNo;
    private long refundFen;
    private long totalFen;
    private String reason;
    private String notifyUrl;
}
