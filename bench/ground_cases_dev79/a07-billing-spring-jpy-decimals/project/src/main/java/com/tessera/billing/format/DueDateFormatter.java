package com.tessera.billing.format;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.Locale;

import org.springframework.context.MessageSource;
import org.springframework.stereotype.Component;

@Component
public class DueDateFormatter {

    private final MessageSource messages;

    public DueDateFormatter(MessageSource messages) {
        this.messages = messages;
    }

    public String dueLine(Instant due, ZoneId zone, Locale locale) {
        String date = DateTimeFormatter.ofLocalizedDate(FormatStyle.MEDIUM)
                .withLocale(locale)
                .withZone(zone)
                .format(due);
        return messages.getMessage("invoice.due", new Object[] {date}, locale);
    }
}
