package com.acme.erpimport;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

@SpringBootApplication
public class ErpImportApplication {

    public static void main(String[] args) {
        System.exit(SpringApplication.exit(SpringApplication.run(ErpImportApplication.class, args)));
    }
}
