package jp.example.kyuyo;

import java.math.BigDecimal;

public class Employee {

    private final String shainNo;
    private final long kihonkyu;
    private final BigDecimal jikyu;
    private final int zangyoMinutes;
    private final int shinyaMinutes;
    private final long hyojunHoshu;

    public Employee(String shainNo, long kihonkyu, BigDecimal jikyu, int zangyoMinutes,
                    int shinyaMinutes, long hyojunHoshu) {
        this.shainNo = shainNo;
        this.kihonkyu = kihonkyu;
        this.jikyu = jikyu;
        this.zangyoMinutes = zangyoMinutes;
        this.shinyaMinutes = shinyaMinutes;
        this.hyojunHoshu = hyojunHoshu;
    }

    public String getShainNo() { return shainNo; }
    public long getKihonkyu() { return kihonkyu; }
    public BigDecimal getJikyu() { return jikyu; }
    public int getZangyoMinutes() { return zangyoMinutes; }
    public int getShinyaMinutes() { return shinyaMinutes; }
    public long getHyojunHoshu() { return hyojunHoshu; }
}
