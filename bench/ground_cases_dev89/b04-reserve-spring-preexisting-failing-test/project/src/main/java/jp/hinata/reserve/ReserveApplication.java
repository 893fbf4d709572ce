package jp.hinata.reserve;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;

@SpringBootApplication
@ConfigurationPropertiesScan
public class ReserveApplication {
    public static void main(String[] args) {
        SpringApplication.run(ReserveApplication.class, args);
    }
}
