package com.acme.stockhub.web;

import com.acme.stockhub.importer.ImportResult;
import com.acme.stockhub.importer.InventoryCsvImporter;
import com.acme.stockhub.importer.SupplierCsvImporter;
import java.io.IOException;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

@RestController
@RequestMapping("/api/import")
public class ImportController {

    private final InventoryCsvImporter inventoryImporter;
    private final SupplierCsvImporter supplierImporter;

    public ImportController(InventoryCsvImporter inventoryImporter, SupplierCsvImporter supplierImporter) {
        this.inventoryImporter = inventoryImporter;
        this.supplierImporter = supplierImporter;
    }

    @PostMapping("/inventory")
    public ResponseEntity<ImportResult> importInventory(@RequestParam("file") MultipartFile file) throws IOException {
        if (file.isEmpty()) {
            return ResponseEntity.badRequest().build();
        }
        return ResponseEntity.ok(inventoryImporter.importCsv(file.getInputStream()));
    }

    @PostMapping("/suppliers")
    public ResponseEntity<ImportResult> importSuppliers(@RequestParam("file") MultipartFile file) throws IOException {
        return ResponseEntity.ok(supplierImporter.importCsv(file.getInputStream()));
    }
}
