package com.harbor.pay;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

@SpringBootApplication
public class HarborPayApplication {
    public static void main(String[] args) {
        SpringApplication.run(HarborPayApplication.class, args);
    }
}
