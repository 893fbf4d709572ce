package com.lvtu.order.report;

import com.lvtu.order.domain.Order;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.StringJoiner;

public class CsvExporter {

    private static final DateTimeFormatter TIME =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(ZoneId.of("Asia/Shanghai"));

    static final String HEADER = "订单号,下单时间,金额,状态,备注";

    public String export(List<Order> orders) {
        StringBuilder sb = new StringBuilder("\uFEFF").append(HEADER).append("\r\n");
        for (Order o : orders) {
            StringJoiner row = new StringJoiner(",");
            row.add(o.getOrderNo());
            row.add(TIME.format(o.getCreatedAt()));
            row.add(o.getPayable() == null ? "" : o.getPayable().toPlainString());
            row.add(o.getStatus().name());
            row.add(escape(o.getRemark()));
            sb.append(row).append("\r\n");
        }
        return sb.toString();
    }

    /** RFC 4180: 含逗号、引号或换行的字段用双引号包起来，内部引号写两遍。 */
    static String escape(String field) {
        if (field == null) {
            return "";
        }
        if (field.contains("\"") || field.contains("\n")) {
            return "\"" + field.replace("\"", "\"\"") + "\"";
        }
        return field;
    }
}
