package com.alpenfakt.billing.invoice;

import java.util.List;

import org.springframework.stereotype.Component;

import com.alpenfakt.billing.config.BillingProperties;
import com.alpenfakt.billing.invoice.dto.InvoiceDto;
import com.alpenfakt.billing.invoice.dto.InvoiceLineDto;

import lombok.RequiredArgsConstructor;

@Component
@RequiredArgsConstructor
public class InvoiceMapper {

    private final BillingProperties billingProperties;

    public InvoiceDto toDto(Invoice invoice) {
        List<InvoiceLineDto> lines = invoice.getLines().stream()
                .map(this::toLineDto)
                .toList();
        return InvoiceDto.builder()
                .id(invoice.getId())
                .number(invoice.getNumber())
                .customerName(invoice.getCustomer().getName())
                .customerEmail(invoice.getCustomer().getBillingEmail())
                .issuedOn(invoice.getIssuedOn())
                .dueOn(invoice.getIssuedOn().plusDays(billingProperties.getPaymentTermsDays()))
                .currency(billingProperties.getDefaultCurrency())
                .lines(lines)
                .net(invoice.getNet())
                .vat(invoice.getVat())
                .gross(invoice.getGross())
                .build();
    }

    private InvoiceLineDto toLineDto(InvoiceLine line) {
        return new InvoiceLineDto(
                line.getDescription(),
                line.getQuantity(),
                line.getUnitPrice(),
                line.getUnitPrice().multiply(line.getQuantity()));
    }
}
