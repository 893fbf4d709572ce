package jp.mitsuba.orders.export;

import java.io.IOException;
import java.io.Writer;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import jp.mitsuba.orders.order.Order;
import org.springframework.stereotype.Component;

@Component
public class CsvWriter {

    private static final DateTimeFormatter TIME =
            DateTimeFormatter.ofPattern("yyyy/MM/dd HH:mm:ss").withZone(ZoneId.of("Asia/Tokyo"));

    public void writeHeader(Writer out) throws IOException {
        out.write("注文番号,店舗コード,店舗名,注文日時,金額,ステータス\r\n");
    }

    public void writeRow(Writer out, Order order) throws IOException {
        out.write(String.join(",",
                quote(order.getOrderNo()),
                quote(order.getStore().getCode()),
                quote(order.getStore().getName()),
                TIME.format(order.getCreatedAt()),
                Long.toString(order.getTotal()),
                quote(order.getStatus())));
        out.write("\r\n");
    }

    static String quote(String value) {
        if (value == null) {
            return "";
        }
        if (value.contains(",") || value.contains("\"") || value.contains("\n")) {
            return "\"" + value.replace("\"", "\"\"") + "\"";
        }
        return value;
    }
}
