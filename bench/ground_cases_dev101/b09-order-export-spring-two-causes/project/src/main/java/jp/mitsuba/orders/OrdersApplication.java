package jp.mitsuba.orders;

import java.time.Clock;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;
import org.springframework.context.annotation.Bean;

@SpringBootApplication
@ConfigurationPropertiesScan
public class OrdersApplication {

    public static void main(String[] args) {
        SpringApplication.run(OrdersApplication.class, args);
    }

    @Bean
    Clock clock() {
        return Clock.systemUTC();
    }

    /** export.* in application.yml */
    @ConfigurationProperties(prefix = "export")
    public record ExportProperties(int maxDays) {
        public ExportProperties {
            if (maxDays <= 0) {
                maxDays = 62;
            }
        }
    }
}
