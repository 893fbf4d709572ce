package jp.mitsuba.orders.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringWriter;
import java.time.Instant;
import jp.mitsuba.orders.order.Order;
import jp.mitsuba.orders.order.Store;
import org.junit.jupiter.api.Test;

class CsvWriterTest {

    private final CsvWriter csv = new CsvWriter();
    private final Store store = new Store(1L, "S001", "渋谷本店");

    @Test
    void writesTokyoTime() throws Exception {
        StringWriter out = new StringWriter();
        csv.writeRow(out, new Order(1L, "A-0001", store, Instant.parse("2025-10-31T15:30:00Z"), 3980, "PAID"));
        assertThat(out.toString()).isEqualTo("A-0001,S001,渋谷本店,2025/11/01 00:30:00,3980,PAID\r\n");
    }

    @Test
    void quotesCommasAndQuotes() {
        assertThat(CsvWriter.quote("a,b")).isEqualTo("\"a,b\"");
        assertThat(CsvWriter.quote("say \"hi\"")).isEqualTo("\"say \"\"hi\"\"\"");
        assertThat(CsvWriter.quote(null)).isEmpty();
    }

    @Test
    void headerUsesCrLf() throws Exception {
        StringWriter out = new StringWriter();
        csv.writeHeader(out);
        assertThat(out.toString()).endsWith("\r\n");
    }
}
