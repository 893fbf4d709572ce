package jp.co.kurobox.shipping;

import java.time.Clock;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

@SpringBootApplication
public class ShippingApplication {

    public static void main(String[] args) {
        SpringApplication.run(ShippingApplication.class, args);
    }

    /** Injected wherever "now" matters, so tests can pin it. */
    @Bean
    Clock clock() {
        return Clock.systemUTC();
    }
}
