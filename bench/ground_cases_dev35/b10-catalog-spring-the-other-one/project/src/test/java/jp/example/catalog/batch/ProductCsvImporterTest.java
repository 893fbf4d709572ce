package jp.example.catalog.batch;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.LocalDate;

import org.junit.jupiter.api.Test;

class ProductCsvImporterTest {

    private final ProductCsvImporter importer = new ProductCsvImporter();

    @Test
    void parsesSlashSeparatedReleaseDate() {
        ProductRow row = importer.parseLine("A-1001,六角ボルト M6,ねじ,12.50,2025/09/01,在庫限り", 2);

        assertThat(row.releasedOn()).isEqualTo(LocalDate.of(2025, 9, 1));
        assertThat(row.price()).isEqualByComparingTo(new BigDecimal("12.50"));
        assertThat(row.note()).isEqualTo("在庫限り");
    }

    @Test
    void parsesRowWithEmptyNote() {
        ProductRow row = importer.parseLine("A-1002,六角ナット M6,ねじ,4.80,2025/09/01,", 3);

        assertThat(row.code()).isEqualTo("A-1002");
        assertThat(row.note()).isNull();
    }
}
