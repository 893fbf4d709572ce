package com.hengda.billing.audit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Append-only audit trail of every invoice / credit note issued. Timestamps are UTC on purpose:
 * the log is shipped to the group's SIEM which expects UTC.
 */
@Component
public class AuditLogWriter {

    private static final DateTimeFormatter TS = DateTimeFormatter.ISO_LOCAL_DATE_TIME;

    private final Path dir;

    public AuditLogWriter(@Value("${app.audit.log-dir}") String dir) {
        this.dir = Paths.get(dir);
    }

    public void issued(String kind, String number, String user) {
        String line = TS.format(Instant.now().atZone(ZoneOffset.UTC)) + "\t" + kind + "\t" + number + "\t" + user + "\n";
        try {
            Files.createDirectories(dir);
            Files.write(dir.resolve("issued.log"), line.getBytes(StandardCharsets.UTF_8),
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new IllegalStateException("cannot write audit log", e);
        }
    }
}
