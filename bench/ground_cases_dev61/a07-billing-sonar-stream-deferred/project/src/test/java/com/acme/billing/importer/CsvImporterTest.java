package com.acme.billing.importer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.File;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CsvImporterTest {

    @TempDir
    Path dir;

    private File write(String content) throws IOException {
        Path f = dir.resolve("usage.csv");
        Files.writeString(f, content);
        return f.toFile();
    }

    @Test
    void readsRows() throws IOException {
        var rows = new CsvImporter().importFile(write("customer_id,day,units\nc-1,2025-11-01,12.5\n\nc-2,2025-11-01,3\n"));
        assertThat(rows).hasSize(2);
        assertThat(rows.get(0).units()).isEqualByComparingTo(new BigDecimal("12.5"));
    }

    @Test
    void rejectsBadHeader() throws IOException {
        File f = write("id,day,units\n");
        assertThatThrownBy(() -> new CsvImporter().importFile(f)).hasMessageContaining("unexpected header");
    }

    @Test
    void reportsLineNumberOfBadUnits() throws IOException {
        File f = write("customer_id,day,units\nc-1,2025-11-01,lots\n");
        assertThatThrownBy(() -> new CsvImporter().importFile(f)).hasMessageContaining("line 2");
    }
}
