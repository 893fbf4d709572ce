package com.acme.predict;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

@SpringBootApplication
public class PredictApplication {
    public static void main(String[] args) {
        SpringApplication.run(PredictApplication.class, args);
    }
}
