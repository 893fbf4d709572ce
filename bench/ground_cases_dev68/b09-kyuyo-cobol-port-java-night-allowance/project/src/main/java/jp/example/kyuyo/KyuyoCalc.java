package jp.example.kyuyo;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * 月次給与計算. COBOL KYUYO01 からの移植.
 */
public class KyuyoCalc {

    private static final BigDecimal SIXTY = new BigDecimal("60");
    private static final BigDecimal ZANGYO_RATE = new BigDecimal("1.25");
    private static final BigDecimal SHINYA_RATE = new BigDecimal("0.25");
    private static final BigDecimal TWO = new BigDecimal("2");

    private final BigDecimal kenkoRitsu;

    public KyuyoCalc(BigDecimal kenkoRitsu) {
        this.kenkoRitsu = kenkoRitsu;
    }

    public KyuyoResult calc(Employee e) {
        KyuyoResult r = new KyuyoResult(e.getShainNo());
        r.setKihonkyu(e.getKihonkyu());
        r.setZangyoTeate(calcZangyoTeate(e));
        r.setShinyaTeate(calcShinyaTeate(e));
        r.setKenkoHoken(calcKenkoHoken(e));
        r.setShikyuGokei(r.getKihonkyu() + r.getZangyoTeate() + r.getShinyaTeate());
        return r;
    }

    /** 残業手当: 時給 * 1.25 * 分 / 60, 円未満切捨て. */
    long calcZangyoTeate(Employee e) {
        return e.getJikyu()
                .multiply(ZANGYO_RATE)
                .multiply(BigDecimal.valueOf(e.getZangyoMinutes()))
                .divide(SIXTY, 0, RoundingMode.DOWN)
                .longValueExact();
    }

    /** 深夜手当: 時給 * 0.25 * 深夜時間, 円未満切捨て. */
    long calcShinyaTeate(Employee e) {
        BigDecimal hours = BigDecimal.valueOf(e.getShinyaMinutes()).divide(SIXTY, 2, RoundingMode.DOWN);
        return e.getJikyu()
                .multiply(SHINYA_RATE)
                .multiply(hours)
                .setScale(0, RoundingMode.DOWN)
                .longValueExact();
    }

    /** 健康保険料(本人負担分): 標準報酬月額 * 料率 / 2. */
    long calcKenkoHoken(Employee e) {
        return BigDecimal.valueOf(e.getHyojunHoshu())
                .multiply(kenkoRitsu)
                .divide(TWO, 0, RoundingMode.HALF_UP)
                .longValueExact();
    }
}
