package dev.rk.ledger.csv;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StatementParserTest {
    @TempDir
    Path tmp;

    @Test
    void parsesIngExport() throws Exception {
        StringBuilder csv = new StringBuilder();
        for (int i = 0; i < 13; i++) {
            csv.append("Umsatzanzeige;meta ").append(i).append('\n');
        }
        csv.append("Buchung;Valuta;Auftraggeber/Empfänger;Buchungstext;Verwendungszweck;Saldo;Währung;Betrag;Währung\n");
        csv.append("30.09.2025;01.10.2025;Stadtwerke;Lastschrift;Strom 09/2025;1.234,56;EUR;-48,00;EUR\n");
        Path file = tmp.resolve("ing.csv");
        Files.writeString(file, csv, StandardCharsets.ISO_8859_1);

        var txs = new StatementParser(BankProfile.of("ing"), "giro").parse(file);

        assertEquals(1, txs.size());
        assertEquals(LocalDate.of(2025, 9, 30), txs.get(0).date());
        assertEquals(new BigDecimal("-48.00"), txs.get(0).amount());
        assertEquals("Stadtwerke", txs.get(0).counterparty());
    }

    @Test
    void amountWithThousandsSeparator() {
        var parser = new StatementParser(BankProfile.of("dkb"), "dkb");
        assertEquals(new BigDecimal("-1250.00"), parser.amount("-1.250,00 €"));
    }

    @Test
    void quotedSeparator() {
        var parser = new StatementParser(BankProfile.of("amex"), "amex");
        assertEquals(List.of("01/09/2025", "Shop, Berlin", "12,50"),
                parser.split("01/09/2025,\"Shop, Berlin\",\"12,50\""));
    }
}
