package com.alpenfakt.billing.mail;

import org.springframework.mail.SimpleMailMessage;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.stereotype.Service;

import com.alpenfakt.billing.config.BillingProperties;
import com.alpenfakt.billing.format.MoneyFormatter;
import com.alpenfakt.billing.invoice.dto.InvoiceDto;

import lombok.RequiredArgsConstructor;

@Service
@RequiredArgsConstructor
public class InvoiceMailService {

    private final JavaMailSender mailSender;
    private final MoneyFormatter moneyFormatter;
    private final BillingProperties billingProperties;

    public void sendInvoice(InvoiceDto invoice, byte[] pdf) {
        SimpleMailMessage msg = new SimpleMailMessage();
        msg.setFrom(billingProperties.getMailFrom());
        msg.setTo(invoice.getCustomerEmail());
        msg.setSubject("Rechnung " + invoice.getNumber());
        msg.setText("""
                Guten Tag %s,

                anbei Ihre Rechnung %s über %s, zahlbar bis %s.

                Freundliche Grüsse
                Alpenfakt AG
                """.formatted(
                invoice.getCustomerName(),
                invoice.getNumber(),
                moneyFormatter.format(invoice.getGross(), invoice.getCurrency()),
                invoice.getDueOn()));
        mailSender.send(msg);
    }
}
