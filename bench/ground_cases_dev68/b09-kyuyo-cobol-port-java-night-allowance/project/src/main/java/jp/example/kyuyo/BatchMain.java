package jp.example.kyuyo;

import java.io.BufferedReader;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Paths;

import org.apache.log4j.Logger;

/**
 * 月次給与計算バッチ. 旧 JCL KYUYOJ01 の置き換え.
 * usage: BatchMain <input.csv> <output.csv>
 */
public class BatchMain {

    private static final Logger LOG = Logger.getLogger(BatchMain.class);
    private static final Charset MS932 = Charset.forName("MS932");

    public static void main(String[] args) throws IOException {
        KyuyoCalc calc = new KyuyoCalc(new BigDecimal(System.getProperty("kenko.ritsu", "0.09980")));
        int count = 0;
        try (BufferedReader in = Files.newBufferedReader(Paths.get(args[0]), MS932);
             java.io.BufferedWriter out = Files.newBufferedWriter(Paths.get(args[1]), MS932)) {
            String line;
            while ((line = in.readLine()) != null) {
                String[] c = line.split(",");
                Employee e = new Employee(c[0], Long.parseLong(c[1]), new BigDecimal(c[2]),
                        Integer.parseInt(c[3]), Integer.parseInt(c[4]), Long.parseLong(c[5]));
                KyuyoResult r = calc.calc(e);
                out.write(String.join(",", r.getShainNo(), String.valueOf(r.getShikyuGokei()),
                        String.valueOf(r.getZangyoTeate()), String.valueOf(r.getShinyaTeate()),
                        String.valueOf(r.getKenkoHoken())));
                out.write("\r\n");
                count++;
            }
        }
        LOG.info("processed " + count + " employees");
    }
}
