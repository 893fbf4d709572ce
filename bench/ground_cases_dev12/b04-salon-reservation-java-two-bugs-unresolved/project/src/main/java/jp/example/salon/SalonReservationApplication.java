package jp.example.salon;

import java.time.Clock;
import java.time.ZoneId;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.web.servlet.config.annotation.CorsRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

@SpringBootApplication
public class SalonReservationApplication {

    public static void main(String[] args) {
        SpringApplication.run(SalonReservationApplication.class, args);
    }

    /** 店舗はすべて国内なので業務時刻は JST 固定。テストでは固定 Clock に差し替える。 */
    @Bean
    public Clock clock() {
        return Clock.system(ZoneId.of("Asia/Tokyo"));
    }

    /** 予約フロント (Next.js) からのアクセスのみ許可。 */
    @Bean
    public WebMvcConfigurer corsConfigurer() {
        return new WebMvcConfigurer() {
            @Override
            public void addCorsMappings(CorsRegistry registry) {
                registry.addMapping("/api/**")
                        .allowedOrigins("https://yoyaku.example-salon.jp")
                        .allowedMethods("GET", "POST", "DELETE");
            }
        };
    }
}
