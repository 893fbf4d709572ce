package com.xinghe.hrsync.export;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.format.DateTimeFormatter;
import java.util.List;

/**
 * Writes the nightly employee file that the HR department imports into their (old) HR system
 * and also opens in Excel to check.
 */
public class EmployeeCsvWriter {

    static final String HEADER = "工号,姓名,身份证号,部门,手机,入职日期";
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy-MM-dd");

    private final Charset encoding;

    public EmployeeCsvWriter(Charset encoding) {
        this.encoding = encoding;
    }

    /** GBK, what the HR system reads. */
    public EmployeeCsvWriter() {
        this(Charset.forName("GBK"));
    }

    public void write(Path file, List<EmployeeRow> rows) throws IOException {
        try (BufferedWriter out = Files.newBufferedWriter(file, encoding)) {
            out.write(HEADER);
            out.write("\r\n");
            for (EmployeeRow row : rows) {
                out.write(toLine(row));
                out.write("\r\n");
            }
        }
    }

    String toLine(EmployeeRow row) {
        return String.join(",",
                row.getEmployeeNo(),
                quote(row.getName()),
                row.getIdNumber(),
                quote(row.getDepartment()),
                row.getMobile(),
                row.getHireDate() == null ? "" : DATE.format(row.getHireDate()));
    }

    private static String quote(String value) {
        if (value == null) {
            return "";
        }
        if (value.contains(",") || value.contains("\"")) {
            return "\"" + value.replace("\"", "\"\"") + "\"";
        }
        return value;
    }
}
