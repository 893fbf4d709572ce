package jp.hanamaru.points.config

import java.time.Clock
import java.time.ZoneId
import org.springframework.context.annotation.Bean
import org.springframework.context.annotation.Configuration
import org.springframework.scheduling.annotation.EnableScheduling

@Configuration
@EnableScheduling
class ClockConfig {
    /** 業務日付はすべて日本時間で判定する */
    @Bean
    fun clock(): Clock = Clock.system(ZoneId.of("Asia/Tokyo"))
}
