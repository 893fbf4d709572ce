package com.acme.summarizer;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;

@SpringBootApplication
@ConfigurationPropertiesScan
public class SummarizerApplication {
    public static void main(String[] args) {
        SpringApplication.run(SummarizerApplication.class, args);
    }
}
