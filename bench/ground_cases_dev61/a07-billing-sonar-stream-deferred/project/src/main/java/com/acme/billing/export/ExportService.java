package com.acme.billing.export;

import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;

import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Service;
import org.springframework.web.servlet.mvc.method.annotation.StreamingResponseBody;

@Service
public class ExportService {

    private static final String TEXT_CSV = "text/csv";

    private final Path exportDir;

    public ExportService(ExportProperties props) {
        this.exportDir = props.directory();
    }

    public ResponseEntity<StreamingResponseBody> invoiceCsv(String month) {
        Path file = exportDir.resolve("invoices-" + month + ".csv");
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_TYPE, TEXT_CSV)
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=" + file.getFileName())
                .body(out -> copy(file, out));
    }

    public ResponseEntity<StreamingResponseBody> usageCsv(String month) {
        Path file = exportDir.resolve("usage-" + month + ".csv");
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_TYPE, TEXT_CSV)
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=" + file.getFileName())
                .body(out -> copy(file, out));
    }

    public ResponseEntity<StreamingResponseBody> creditNotesCsv(String month) {
        Path file = exportDir.resolve("credit-notes-" + month + ".csv");
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_TYPE, TEXT_CSV)
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=" + file.getFileName())
                .body(out -> copy(file, out));
    }

    private static void copy(Path file, OutputStream out) throws IOException {
        try (InputStream in = new FileInputStream(file.toFile())) {
            in.transferTo(out);
        }
    }
}
