package jp.example.salon.reservation;

import java.time.Duration;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import org.springframework.stereotype.Component;

/**
 * キャンセル規定。
 * 開始24時間前まで無料、それ以降は料金の50%、開始後は100%。
 * startAt は DB と同じく UTC の LocalDateTime。
 */
@Component
public class CancellationPolicy {

    static final Duration FREE_UNTIL = Duration.ofHours(24);

    LocalDateTime now() {
        // startAt と同じく UTC で比較する
        return LocalDateTime.now(ZoneOffset.UTC);
    }

    public boolean isFreeCancellation(LocalDateTime startAt) {
        return Duration.between(now(), startAt).compareTo(FREE_UNTIL) >= 0;
    }

    /** 返金率（0.0〜1.0）。 */
    public double feeRate(LocalDateTime startAt) {
        Duration left = Duration.between(now(), startAt);
        if (left.compareTo(FREE_UNTIL) >= 0) {
            return 0.0;
        }
        return left.isNegative() ? 1.0 : 0.5;
    }
}
