package jp.example.catalog.batch;

import java.io.BufferedReader;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;

import org.springframework.stereotype.Component;

/**
 * 仕入先から届く商品マスタ CSV(UTF-8、ヘッダ行あり)を読む。
 * 列: 商品コード,商品名,カテゴリ,単価,発売日,備考(備考は空のことが多い)
 */
@Component
public class ProductCsvImporter {

    static final int COLUMNS = 6;
    static final DateTimeFormatter RELEASE_DATE = DateTimeFormatter.ofPattern("yyyy/MM/dd");

    public List<ProductRow> read(Path file) throws IOException {
        List<ProductRow> rows = new ArrayList<>();
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String header = reader.readLine();
            if (header == null) {
                return rows;
            }
            String line;
            int lineNo = 1;
            while ((line = reader.readLine()) != null) {
                lineNo++;
                if (line.isBlank()) {
                    continue;
                }
                rows.add(parseLine(line, lineNo));
            }
        }
        return rows;
    }

    ProductRow parseLine(String line, int lineNo) {
        String[] cols = line.split(",");
        if (cols.length > COLUMNS) {
            throw new InvalidRowException(lineNo, "列が多すぎます: " + cols.length);
        }
        String code = cols[0].trim();
        String name = cols[1].trim();
        String category = cols[2].trim();
        BigDecimal price = new BigDecimal(cols[3].trim());
        LocalDate releasedOn = LocalDate.parse(cols[4].trim(), RELEASE_DATE);
        String note = cols[5].trim();
        return new ProductRow(code, name, category, price, releasedOn, note.isEmpty() ? null : note);
    }
}
