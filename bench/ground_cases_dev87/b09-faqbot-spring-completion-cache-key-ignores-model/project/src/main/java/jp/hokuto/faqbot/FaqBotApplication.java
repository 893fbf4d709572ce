package jp.hokuto.faqbot;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;

@SpringBootApplication
@ConfigurationPropertiesScan
public class FaqBotApplication {

    public static void main(String[] args) {
        SpringApplication.run(FaqBotApplication.class, args);
    }
}
