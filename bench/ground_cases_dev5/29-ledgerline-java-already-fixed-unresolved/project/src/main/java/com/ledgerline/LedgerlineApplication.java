package com.ledgerline;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

@SpringBootApplication
public class LedgerlineApplication {
    public static void main(String[] args) {
        SpringApplication.run(LedgerlineApplication.class, args);
    }
}
