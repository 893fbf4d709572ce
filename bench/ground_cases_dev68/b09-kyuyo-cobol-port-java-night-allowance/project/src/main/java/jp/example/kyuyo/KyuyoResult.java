package jp.example.kyuyo;

public class KyuyoResult {

    private final String shainNo;
    private long kihonkyu;
    private long zangyoTeate;
    private long shinyaTeate;
    private long kenkoHoken;
    private long shikyuGokei;

    public KyuyoResult(String shainNo) {
        this.shainNo = shainNo;
    }

    public String getShainNo() { return shainNo; }
    public long getKihonkyu() { return kihonkyu; }
    public void setKihonkyu(long v) { kihonkyu = v; }
    public long getZangyoTeate() { return zangyoTeate; }
    public void setZangyoTeate(long v) { zangyoTeate = v; }
    public long getShinyaTeate() { return shinyaTeate; }
    public void setShinyaTeate(long v) { shinyaTeate = v; }
    public long getKenkoHoken() { return kenkoHoken; }
    public void setKenkoHoken(long v) { kenkoHoken = v; }
    public long getShikyuGokei() { return shikyuGokei; }
    public void setShikyuGokei(long v) { shikyuGokei = v; }
}
