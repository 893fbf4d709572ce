package jp.kakeru.dispatch.assign;

import java.time.LocalTime;

/** ドライバーの勤務時間 (デポのローカル時刻)。 */
public record Shift(LocalTime start, LocalTime end) {

    public boolean covers(LocalTime from, LocalTime to) {
        return !start.isAfter(from) && !end.isBefore(to);
    }
}
