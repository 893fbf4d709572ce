package com.acme.stockhub;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

@SpringBootApplication
public class StockhubApplication {

    public static void main(String[] args) {
        SpringApplication.run(StockhubApplication.class, args);
    }
}
