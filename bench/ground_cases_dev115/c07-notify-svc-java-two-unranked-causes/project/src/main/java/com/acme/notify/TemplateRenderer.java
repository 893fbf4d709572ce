package com.acme.notify;

import java.text.NumberFormat;
import java.util.Locale;
import org.springframework.stereotype.Component;

@Component
public class TemplateRenderer {

    public String orderConfirmation(OrderEventsConsumer.OrderConfirmed e) {
        String amount = formatYuan(e.amountCents());
        return """
            <p>%s，您好：</p>
            <p>您的订单 <b>%s</b> 已确认，实付金额 <b>%s</b>。</p>
            <p>感谢您的购买！</p>
            """.formatted(escape(e.customerName()), escape(e.orderNo()), amount);
    }

    static String formatYuan(long cents) {
        NumberFormat f = NumberFormat.getNumberInstance(Locale.CHINA);
        f.setMinimumFractionDigits(2);
        f.setMaximumFractionDigits(2);
        return "¥" + f.format(cents / 100.0);
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
