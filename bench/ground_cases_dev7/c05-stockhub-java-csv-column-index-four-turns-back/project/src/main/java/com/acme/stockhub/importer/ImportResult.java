package com.acme.stockhub.importer;

public record ImportResult(int imported, int skipped) {

    public static ImportResult empty() {
        return new ImportResult(0, 0);
    }
}
