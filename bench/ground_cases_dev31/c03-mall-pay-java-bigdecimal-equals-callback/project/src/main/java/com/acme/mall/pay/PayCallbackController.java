package com.acme.mall.pay;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import java.util.Map;

@RestController
@RequestMapping("/callback")
public class PayCallbackController {

    private static final Logger log = LoggerFactory.getLogger(PayCallbackController.class);
    private static final String WX_OK = "<xml><return_code><![CDATA[SUCCESS]]></return_code></xml>";
    private static final String WX_FAIL = "<xml><return_code><![CDATA[FAIL]]></return_code></xml>";

    private final PayCallbackService service;

    public PayCallbackController(PayCallbackService service) {
        this.service = service;
    }

    @PostMapping(value = "/wx", consumes = MediaType.TEXT_XML_VALUE, produces = MediaType.TEXT_XML_VALUE)
    public String wx(@RequestBody WxPayNotify notify) {
        try {
            service.handleWx(notify);
            return WX_OK;
        } catch (PayException e) {
            log.warn("wx callback rejected: {}", e.getMessage());
            return WX_FAIL;
        }
    }

    @PostMapping("/alipay")
    public String alipay(@RequestParam Map<String, String> params) {
        try {
            service.handleAlipay(params);
            return "success";
        } catch (PayException e) {
            log.warn("alipay callback rejected: {}", e.getMessage());
            return "failure";
        }
    }
}
