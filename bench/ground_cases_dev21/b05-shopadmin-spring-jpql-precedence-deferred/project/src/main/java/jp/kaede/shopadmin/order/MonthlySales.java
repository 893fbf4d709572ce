package jp.kaede.shopadmin.order;

/** 月次売上サマリー（キャンセル除外） */
public record MonthlySales(long orderCount, long totalAmount) {
}
