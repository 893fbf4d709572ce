package com.haochi.dianzuo.notify;

import lombok.extern.slf4j.Slf4j;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestTemplate;

import java.util.Map;

/**
 * 飞书群自定义机器人。webhook 为空时只打日志，不报错（本地开发用）。
 */
@Slf4j
@Component
public class FeishuNotifier {

    private final RestTemplate http = new RestTemplate();

    @Value("${feishu.webhook:}")
    private String webhook;

    public void sendText(String text) {
        if (webhook == null || webhook.isBlank()) {
            log.info("[飞书未配置] {}", text);
            return;
        }
        Map<String, Object> body = Map.of(
                "msg_type", "text",
                "content", Map.of("text", text));
        try {
            http.postForObject(webhook, body, String.class);
        } catch (Exception e) {
            // 通知失败不影响取消流程
            log.warn("飞书通知发送失败: {}", e.getMessage());
        }
    }
}
