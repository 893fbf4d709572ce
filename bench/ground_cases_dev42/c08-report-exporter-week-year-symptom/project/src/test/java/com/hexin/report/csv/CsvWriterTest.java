package com.hexin.report.csv;

import org.junit.jupiter.api.Test;

import java.io.StringWriter;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class CsvWriterTest {

    @Test
    void quotesCellsWithCommasAndQuotes() {
        assertEquals("\"a,b\"", CsvWriter.escape("a,b"));
        assertEquals("\"say \"\"hi\"\"\"", CsvWriter.escape("say \"hi\""));
        assertEquals("plain", CsvWriter.escape("plain"));
    }

    @Test
    void startsWithBomOnce() throws Exception {
        StringWriter sw = new StringWriter();
        try (CsvWriter csv = new CsvWriter(sw)) {
            csv.writeRow(List.of("a"));
            csv.writeRow(List.of("b"));
        }
        assertEquals("\uFEFFa\r\nb\r\n", sw.toString());
    }
}
