package com.kirschbaum.shop.mail;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import com.kirschbaum.shop.order.Order;
import com.kirschbaum.shop.order.OrderLine;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.Session;
import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.springframework.context.support.StaticMessageSource;
import org.springframework.mail.javamail.JavaMailSender;
import org.thymeleaf.TemplateEngine;

class OrderMailServiceTest {

    @Test
    void sendsOneMessage() throws Exception {
        JavaMailSender sender = mock(JavaMailSender.class);
        when(sender.createMimeMessage()).thenReturn(new MimeMessage((Session) null));
        TemplateEngine engine = mock(TemplateEngine.class);
        when(engine.process(any(String.class), any())).thenReturn("<p>hi</p>");
        StaticMessageSource messages = new StaticMessageSource();
        messages.addMessage("order.confirmation.subject", Locale.ENGLISH, "Your order {0} is confirmed");

        OrderMailService service = new OrderMailService(sender, engine, messages, "shop@example.com");
        service.sendConfirmation(new Order("K-1001", "Anna", "anna@example.com", Locale.ENGLISH, "EUR",
                List.of(new OrderLine("Kirschkernkissen", 1, new BigDecimal("24.90")))));

        verify(sender).send(any(MimeMessage.class));
    }

    @Test
    void formatsTotalsInTheCustomersLocale() {
        OrderMailService service = new OrderMailService(mock(JavaMailSender.class), mock(TemplateEngine.class),
                new StaticMessageSource(), "shop@example.com");
        Order german = new Order("K-1", "Anna", "a@example.de", Locale.GERMANY, "EUR", List.of());
        Order american = new Order("K-2", "Bob", "b@example.com", Locale.US, "USD", List.of());

        assertThat(service.formatTotal(new BigDecimal("24.9"), german)).isEqualTo("24,90\u00a0€");
        assertThat(service.formatTotal(new BigDecimal("1234.5"), american)).isEqualTo("$1,234.50");
    }
}
