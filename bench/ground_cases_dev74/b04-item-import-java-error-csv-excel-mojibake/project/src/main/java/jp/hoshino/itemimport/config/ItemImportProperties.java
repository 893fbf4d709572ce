package jp.hoshino.itemimport.config;

import java.nio.file.Path;

import org.springframework.boot.context.properties.ConfigurationProperties;

@ConfigurationProperties(prefix = "item-import")
public record ItemImportProperties(Path inputDir, Path errorDir, int chunkSize) {

    public ItemImportProperties {
        if (chunkSize <= 0) {
            chunkSize = 200;
        }
    }

    public Path errorFile(String inputName) {
        String base = inputName.replaceFirst("\\.csv$", "");
        return errorDir.resolve(base + "_errors.csv");
    }
}
