package com.kuaiyun.logistics.label;

import java.time.Duration;
import java.util.Map;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.web.client.RestTemplateBuilder;
import org.springframework.stereotype.Component;
import org.springframework.web.client.ResourceAccessException;
import org.springframework.web.client.RestTemplate;

/**
 * 快递公司开放平台的下单接口（生成运单号和面单 PDF）。
 */
@Component
public class CarrierClient {

    private final RestTemplate rest;
    private final String baseUrl;

    public CarrierClient(RestTemplateBuilder builder,
                         @Value("${carrier.base-url}") String baseUrl,
                         @Value("${carrier.connect-timeout:2s}") Duration connectTimeout,
                         @Value("${carrier.read-timeout:3s}") Duration readTimeout) {
        this.rest = builder
                .setConnectTimeout(connectTimeout)
                .setReadTimeout(readTimeout)
                .build();
        this.baseUrl = baseUrl;
    }

    public record Waybill(String trackingNumber, String labelPdfUrl) {
    }

    @SuppressWarnings("unchecked")
    public Waybill createWaybill(long orderId, double chargeableKg, String receiverPostcode) {
        Map<String, Object> body = Map.of(
                "orderNo", String.valueOf(orderId),
                "weight", chargeableKg,
                "postcode", receiverPostcode);
        Map<String, Object> res;
        try {
            res = rest.postForObject(baseUrl + "/v2/waybills", body, Map.class);
        } catch (ResourceAccessException e) {
            // 顺丰下单接口按 orderNo 幂等，读超时重试一次
            res = rest.postForObject(baseUrl + "/v2/waybills", body, Map.class);
        }
        if (res == null || !"0".equals(String.valueOf(res.get("code")))) {
            throw new IllegalStateException("carrier rejected order " + orderId + ": " + res);
        }
        Map<String, Object> data = (Map<String, Object>) res.get("data");
        return new Waybill((String) data.get("mailNo"), (String) data.get("labelUrl"));
    }
}
