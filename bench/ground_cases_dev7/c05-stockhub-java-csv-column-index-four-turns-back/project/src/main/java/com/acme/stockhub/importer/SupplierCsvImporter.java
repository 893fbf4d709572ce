package com.acme.stockhub.importer;

import com.acme.stockhub.domain.SupplierTerm;
import com.acme.stockhub.repo.SupplierTermRepository;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/** 供应商条款 CSV，列顺序：supplier_code,sku,lead_days,min_order_qty */
@Component
public class SupplierCsvImporter {

    private final SupplierTermRepository repository;

    public SupplierCsvImporter(SupplierTermRepository repository) {
        this.repository = repository;
    }

    @Transactional
    public ImportResult importCsv(InputStream in) throws IOException {
        List<SupplierTerm> terms = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            reader.readLine(); // header
            String line;
            while ((line = reader.readLine()) != null) {
                if (line.isBlank()) {
                    continue;
                }
                String[] cols = line.split(",", -1);
                SupplierTerm term = new SupplierTerm();
                term.setSupplierCode(cols[0].trim());
                term.setSku(cols[1].trim());
                term.setLeadDays(Integer.parseInt(cols[2].trim()));
                term.setMinOrderQty(Integer.parseInt(cols[3].trim()));
                terms.add(term);
            }
        }
        repository.saveAll(terms);
        return new ImportResult(terms.size(), 0);
    }
}
