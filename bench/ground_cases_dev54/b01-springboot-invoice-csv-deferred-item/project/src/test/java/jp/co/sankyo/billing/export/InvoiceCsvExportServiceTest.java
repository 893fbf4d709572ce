package jp.co.sankyo.billing.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.YearMonth;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.orm.jpa.DataJpaTest;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.jdbc.Sql;

@DataJpaTest
@Import(InvoiceCsvExportService.class)
@Sql("/fixtures/invoices_2024_03.sql")
class InvoiceCsvExportServiceTest {

    @Autowired
    InvoiceCsvExportService service;

    @Test
    void writesHeaderAndOneLinePerInvoice() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int n = service.export(YearMonth.of(2024, 3), out);
        String csv = out.toString(StandardCharsets.UTF_8);
        assertThat(n).isEqualTo(3);
        assertThat(csv).startsWith(InvoiceCsvExportService.HEADER);
        assertThat(csv.split("\r\n")).hasSize(4);
    }

    @Test
    void quotesNamesWithCommas() {
        assertThat(InvoiceCsvExportService.quote("山田商事,本社")).isEqualTo("\"山田商事,本社\"");
        assertThat(InvoiceCsvExportService.quote("普通")).isEqualTo("普通");
    }
}
