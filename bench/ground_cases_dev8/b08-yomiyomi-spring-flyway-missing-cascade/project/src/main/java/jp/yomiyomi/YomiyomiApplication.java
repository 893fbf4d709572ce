package jp.yomiyomi;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

@SpringBootApplication
public class YomiyomiApplication {
    public static void main(String[] args) {
        SpringApplication.run(YomiyomiApplication.class, args);
    }
}
