package jp.ichiba.market.payout;

import java.time.YearMonth;

public record PayoutStatement(
        Long sellerId,
        String shopName,
        YearMonth month,
        long sales,
        long commission,
        long transferFee,
        long payout) {

    public String csvLine() {
        return String.join(",",
                String.valueOf(sellerId),
                '"' + shopName.replace("\"", "\"\"") + '"',
                month.toString(),
                String.valueOf(sales),
                String.valueOf(commission),
                String.valueOf(transferFee),
                String.valueOf(payout));
    }

    public static String csvHeader() {
        return "seller_id,shop_name,month,sales,commission,transfer_fee,payout";
    }

    public boolean isEmpty() {
        return sales == 0;
    }
}
