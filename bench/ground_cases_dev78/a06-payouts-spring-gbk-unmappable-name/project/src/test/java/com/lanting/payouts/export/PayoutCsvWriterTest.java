package com.lanting.payouts.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.lanting.payouts.domain.Payout;
import java.io.ByteArrayOutputStream;
import java.nio.charset.Charset;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class PayoutCsvWriterTest {

    private final PayoutCsvWriter writer = new PayoutCsvWriter();

    @Test
    void writesHeaderAndRow() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        writer.write(List.of(new Payout(1L, "张伟", "6222020200112233", "工商银行", 1200.5, LocalDate.of(2025, 5, 31), "五月")), out);
        String text = out.toString(Charset.forName("GBK"));
        assertThat(text).startsWith(PayoutCsvWriter.HEADER);
        assertThat(text).contains("张伟");
    }

    @Test
    void quotesCommas() {
        assertThat(PayoutCsvWriter.escape("a,b")).isEqualTo("\"a,b\"");
    }
}
