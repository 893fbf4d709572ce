package com.shopline.payments.adyen;

import com.adyen.model.notification.NotificationRequestItem;
import com.adyen.util.HMACValidator;
import com.shopline.payments.PaymentService;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;

class AdyenWebhookControllerTest {

    static final String KEY = "44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056";

    PaymentService payments = mock(PaymentService.class);
    AdyenWebhookController controller = new AdyenWebhookController(
            new AdyenProperties("key", "ShoplineECOM", "TEST", KEY), payments);

    static String body(String signature) {
        return """
            {"live":"false","notificationItems":[{"NotificationRequestItem":{
              "amount":{"currency":"EUR","value":1130},"eventCode":"AUTHORISATION","merchantAccountCode":"ShoplineECOM",
              "merchantReference":"ORD-1001","pspReference":"QJ8VKL2XBHS9JT65","success":"true",
              "eventDate":"2025-11-03T10:00:00+01:00","additionalData":{"hmacSignature":"%s"}}}]}
            """.formatted(signature);
    }

    @Test
    void acceptsSignedNotification() throws Exception {
        NotificationRequestItem item = com.adyen.model.notification.NotificationRequest.fromJson(body("x"))
                .getNotificationItems().get(0);
        String sig = new HMACValidator().calculateHMAC(item, KEY);
        assertThat(controller.notify(body(sig)).getBody()).isEqualTo("[accepted]");
        verify(payments).handle(any());
    }

    @Test
    void rejectsWrongSignature() throws Exception {
        assertThat(controller.notify(body("bm90IGEgc2lnbmF0dXJl")).getStatusCode().value()).isEqualTo(401);
        verify(payments, never()).handle(any());
    }
}
