package com.alpenfakt.billing.invoice.dto;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Currency;
import java.util.List;

import lombok.Builder;
import lombok.Value;

@Value
@Builder
public class InvoiceDto {
    Long id;
    String number;
    String customerName;
    String customerEmail;
    LocalDate issuedOn;
    LocalDate dueOn;
    Currency currency;
    List<InvoiceLineDto> lines;
    BigDecimal net;
    BigDecimal vat;
    BigDecimal gross;
}
