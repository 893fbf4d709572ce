package jp.example.catalog.batch;

import org.springframework.batch.item.Chunk;
import org.springframework.batch.item.ItemWriter;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

@Component
public class ProductWriter implements ItemWriter<ProductRow> {

    private static final String UPSERT = """
            INSERT INTO products (code, name, category, price, released_on, note, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, now())
            ON CONFLICT (code) DO UPDATE
               SET name = EXCLUDED.name, category = EXCLUDED.category, price = EXCLUDED.price,
                   released_on = EXCLUDED.released_on, note = EXCLUDED.note, updated_at = now()
            """;

    private final JdbcTemplate jdbc;

    public ProductWriter(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public void write(Chunk<? extends ProductRow> chunk) {
        jdbc.batchUpdate(UPSERT, chunk.getItems(), chunk.size(), (ps, row) -> {
            ps.setString(1, row.code());
            ps.setString(2, row.name());
            ps.setString(3, row.category());
            ps.setBigDecimal(4, row.price());
            ps.setObject(5, row.releasedOn());
            ps.setString(6, row.note());
        });
    }
}
