package jp.hoshino.itemimport;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;

@SpringBootApplication
@ConfigurationPropertiesScan
public class ItemImportApplication {

    public static void main(String[] args) {
        System.exit(SpringApplication.exit(SpringApplication.run(ItemImportApplication.class, args)));
    }
}
