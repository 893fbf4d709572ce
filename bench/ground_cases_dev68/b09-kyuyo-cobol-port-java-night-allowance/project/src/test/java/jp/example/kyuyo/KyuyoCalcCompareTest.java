package jp.example.kyuyo;

import static org.junit.Assert.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.Test;

/** 旧 COBOL の 2025/10 本番出力と突き合わせる. */
public class KyuyoCalcCompareTest {

    @Test
    public void matchesLegacyOutputFor202510() throws Exception {
        KyuyoCalc calc = new KyuyoCalc(new BigDecimal("0.09980"));
        List<String> diffs = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                getClass().getResourceAsStream("/legacy_expected_202510.csv"), StandardCharsets.UTF_8))) {
            in.readLine(); // header
            String line;
            while ((line = in.readLine()) != null) {
                String[] c = line.split(",");
                Employee e = new Employee(c[0], Long.parseLong(c[1]), new BigDecimal(c[2]),
                        Integer.parseInt(c[3]), Integer.parseInt(c[4]), Long.parseLong(c[5]));
                KyuyoResult r = calc.calc(e);
                check(diffs, c[0], "zangyo", Long.parseLong(c[6]), r.getZangyoTeate());
                check(diffs, c[0], "shinya", Long.parseLong(c[7]), r.getShinyaTeate());
                check(diffs, c[0], "kenko", Long.parseLong(c[8]), r.getKenkoHoken());
            }
        }
        assertTrue(diffs.size() + " mismatches:\n" + String.join("\n", diffs), diffs.isEmpty());
    }

    private static void check(List<String> diffs, String no, String item, long expected, long actual) {
        if (expected != actual) {
            diffs.add(no + " " + item + " expected=" + expected + " actual=" + actual);
        }
    }
}
