package jp.kirin.settlement.feed;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.io.StringReader;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class PartnerCsvParserTest {

    private List<SettlementRecord> parse(String csv) throws Exception {
        return new PartnerCsvParser().parse(new BufferedReader(new StringReader(csv)));
    }

    @Test
    void parsesOneLine() throws Exception {
        List<SettlementRecord> rs = parse(PartnerCsvParser.HEADER + "\n"
                + "T0001,2025-10-31,M-204,12800,384,PAID\n");
        assertEquals(1, rs.size());
        assertEquals(LocalDate.of(2025, 10, 31), rs.get(0).settledOn());
        assertEquals(12416, rs.get(0).net());
    }

    @Test
    void parsesQuotedAmountsWithSeparators() throws Exception {
        List<SettlementRecord> rs = parse(PartnerCsvParser.HEADER + "\n"
                + "T0003,2025-11-01,M-204,\"12,800\",\"1,384\",PAID\n");
        assertEquals(12800, rs.get(0).amount());
        assertEquals(1384, rs.get(0).fee());
    }

    @Test
    void skipsBlankLines() throws Exception {
        List<SettlementRecord> rs = parse(PartnerCsvParser.HEADER + "\n\n"
                + "T0002,2025-10-31,M-204,5000,150,REFUND\n\n");
        assertEquals(1, rs.size());
        assertEquals(true, rs.get(0).isRefund());
    }
}
