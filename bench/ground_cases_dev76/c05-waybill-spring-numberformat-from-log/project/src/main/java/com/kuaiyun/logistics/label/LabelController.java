package com.kuaiyun.logistics.label;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/labels")
public class LabelController {

    private static final Logger log = LoggerFactory.getLogger(LabelController.class);

    private final CarrierClient carrier;

    public LabelController(CarrierClient carrier) {
        this.carrier = carrier;
    }

    public record LabelRequest(long orderId, double weightKg, int lengthCm, int widthCm, int heightCm, String postcode) {
    }

    @PostMapping
    public ResponseEntity<?> create(@RequestBody LabelRequest req) {
        double kg = ChargeableWeight.of(req.weightKg(), req.lengthCm(), req.widthCm(), req.heightCm());
        try {
            CarrierClient.Waybill w = carrier.createWaybill(req.orderId(), kg, req.postcode());
            return ResponseEntity.ok(w);
        } catch (RuntimeException e) {
            log.error("label generation failed for order {}", req.orderId(), e);
            return ResponseEntity.status(502).body("面单生成失败，请稍后重试");
        }
    }
}
