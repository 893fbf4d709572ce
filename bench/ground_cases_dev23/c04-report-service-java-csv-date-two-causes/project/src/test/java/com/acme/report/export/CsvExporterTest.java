package com.acme.report.export;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CsvExporterTest {

    @Test
    void escapesCommasAndQuotes() {
        assertThat(CsvExporter.escape("A,B")).isEqualTo("\"A,B\"");
        assertThat(CsvExporter.escape("say \"hi\"")).isEqualTo("\"say \"\"hi\"\"\"");
    }

    @Test
    void leavesPlainTextAlone() {
        assertThat(CsvExporter.escape("张三")).isEqualTo("张三");
    }

    @Test
    void nullBecomesEmpty() {
        assertThat(CsvExporter.escape(null)).isEmpty();
    }
}
