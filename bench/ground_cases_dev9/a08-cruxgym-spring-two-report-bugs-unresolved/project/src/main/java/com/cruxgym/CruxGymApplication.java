package com.cruxgym;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

@SpringBootApplication
public class CruxGymApplication {
    public static void main(String[] args) {
        SpringApplication.run(CruxGymApplication.class, args);
    }
}
