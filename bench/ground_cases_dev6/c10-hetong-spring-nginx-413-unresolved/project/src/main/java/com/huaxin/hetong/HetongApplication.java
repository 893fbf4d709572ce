package com.huaxin.hetong;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;

@SpringBootApplication
@ConfigurationPropertiesScan
public class HetongApplication {

    public static void main(String[] args) {
        SpringApplication.run(HetongApplication.class, args);
    }
}
