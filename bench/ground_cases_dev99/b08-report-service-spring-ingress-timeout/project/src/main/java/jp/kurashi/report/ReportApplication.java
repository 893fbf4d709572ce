package jp.kurashi.report;

import java.time.Clock;
import java.time.ZoneId;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/**
 * 店舗向けレポート (月次売上 PDF など) を生成するサービス。
 *
 * <p>社内ポータルから ingress 経由で呼ばれる。ingress / ALB の設定は platform-infra リポジトリで管理。
 */
@SpringBootApplication
public class ReportApplication {

    public static final ZoneId JST = ZoneId.of("Asia/Tokyo");

    public static void main(String[] args) {
        SpringApplication.run(ReportApplication.class, args);
    }

    /**
     * テストで差し替えられるように Clock を Bean にしておく。
     */
    @Bean
    Clock clock() {
        return Clock.system(JST);
    }
}
