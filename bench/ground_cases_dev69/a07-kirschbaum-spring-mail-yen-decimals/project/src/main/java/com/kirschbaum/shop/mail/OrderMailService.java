package com.kirschbaum.shop.mail;

import com.kirschbaum.shop.order.Order;
import jakarta.mail.MessagingException;
import jakarta.mail.internet.MimeMessage;
import java.math.BigDecimal;
import java.text.NumberFormat;
import java.util.Currency;
import java.util.Map;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.MessageSource;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.mail.javamail.MimeMessageHelper;
import org.springframework.stereotype.Service;
import org.thymeleaf.TemplateEngine;
import org.thymeleaf.context.Context;

@Service
public class OrderMailService {

    private final JavaMailSender mailSender;
    private final TemplateEngine templates;
    private final MessageSource messages;
    private final String from;

    public OrderMailService(JavaMailSender mailSender, TemplateEngine templates, MessageSource messages,
                            @Value("${shop.mail.from}") String from) {
        this.mailSender = mailSender;
        this.templates = templates;
        this.messages = messages;
        this.from = from;
    }

    public void sendConfirmation(Order order) throws MessagingException {
        Context ctx = new Context(order.locale());
        ctx.setVariable("locale", order.locale().toLanguageTag());
        ctx.setVariable("customerName", order.customerName());
        ctx.setVariable("lines", order.lines().stream()
                .map(l -> Map.of("quantity", l.quantity(), "name", l.name(),
                        "amount", formatTotal(l.amount(), order)))
                .toList());
        ctx.setVariable("total", formatTotal(order.total(), order));
        String html = templates.process("mail/order-confirmation", ctx);

        MimeMessage message = mailSender.createMimeMessage();
        MimeMessageHelper helper = new MimeMessageHelper(message, true, "UTF-8");
        helper.setFrom(from);
        helper.setTo(order.customerEmail());
        helper.setSubject(messages.getMessage("order.confirmation.subject", new Object[] {order.number()}, order.locale()));
        helper.setText(html, true);
        mailSender.send(message);
    }

    String formatTotal(BigDecimal amount, Order order) {
        NumberFormat fmt = NumberFormat.getCurrencyInstance(order.locale());
        fmt.setCurrency(Currency.getInstance(order.currency()));
        fmt.setMinimumFractionDigits(2);
        return fmt.format(amount);
    }
}
