package com.acme.hr.report;

import com.acme.hr.model.LeaveRequest;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.format.DateTimeFormatter;
import java.util.List;
import org.springframework.stereotype.Component;

@Component
public class ReportExporter {

    private static final DateTimeFormatter DAY = DateTimeFormatter.ISO_LOCAL_DATE;

    public Path exportCsv(List<LeaveRequest> requests, Path dir) throws IOException {
        Path out = dir.resolve("leave-requests.csv");
        try (BufferedWriter w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
            w.write("id,employee,from,to,status");
            w.newLine();
            for (LeaveRequest r : requests) {
                w.write(String.join(",",
                        String.valueOf(r.getId()),
                        r.getEmployee().getDisplayName(),
                        DAY.format(r.getFrom()),
                        DAY.format(r.getTo()),
                        r.getStatus().name()));
                w.newLine();
            }
        }
        return out;
    }
}
