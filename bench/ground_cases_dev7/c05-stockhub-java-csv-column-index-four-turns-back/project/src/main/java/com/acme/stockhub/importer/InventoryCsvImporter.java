package com.acme.stockhub.importer;

import com.acme.stockhub.domain.InventoryItem;
import com.acme.stockhub.repo.InventoryRepository;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/** 库存盘点 CSV，列顺序：sku,name,qty,weight_kg,warehouse */
@Component
public class InventoryCsvImporter {

    private final InventoryRepository repository;

    public InventoryCsvImporter(InventoryRepository repository) {
        this.repository = repository;
    }

    @Transactional
    public ImportResult importCsv(InputStream in) throws IOException {
        List<InventoryItem> items = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String header = reader.readLine();
            if (header == null) {
                return ImportResult.empty();
            }
            String line;
            int lineNo = 1;
            while ((line = reader.readLine()) != null) {
                lineNo++;
                if (line.isBlank()) {
                    continue;
                }
                items.add(parseRow(line.split(",", -1), lineNo));
            }
        }
        repository.saveAll(items);
        return new ImportResult(items.size(), 0);
    }

    InventoryItem parseRow(String[] cols, int lineNo) {
        if (cols.length < 5) {
            throw new IllegalArgumentException("line " + lineNo + ": expected 5 columns, got " + cols.length);
        }
        InventoryItem item = new InventoryItem();
        item.setSku(cols[0].trim());
        item.setName(cols[1].trim());
        item.setQuantity(Integer.parseInt(cols[3].trim()));
        item.setWeightKg(new BigDecimal(cols[3].trim()));
        item.setWarehouse(cols[4].trim());
        return item;
    }
}
