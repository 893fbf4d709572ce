package com.yunmall.admin.export;

import com.yunmall.admin.order.Order;
import com.yunmall.admin.order.OrderRepository;
import java.io.IOException;
import java.io.OutputStream;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.xssf.streaming.SXSSFWorkbook;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

@Service
public class OrderExportService {

    private static final DateTimeFormatter TIME_FMT =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(ZoneId.systemDefault());
    private static final String[] HEADERS = {"订单号", "买家", "金额", "支付渠道", "下单时间"};

    private final OrderRepository orders;
    private final int maxRows;

    public OrderExportService(OrderRepository orders, @Value("${export.max-rows}") int maxRows) {
        this.orders = orders;
        this.maxRows = maxRows;
    }

    public void export(Instant from, Instant to, OutputStream out) throws IOException {
        List<Order> rows = orders.findByCreatedAtBetweenOrderByCreatedAtAsc(from, to);
        if (rows.size() > maxRows) {
            throw new IllegalArgumentException("too many rows: " + rows.size());
        }
        try (SXSSFWorkbook wb = new SXSSFWorkbook(200)) {
            Sheet sheet = wb.createSheet("订单");
            Row head = sheet.createRow(0);
            for (int i = 0; i < HEADERS.length; i++) {
                head.createCell(i).setCellValue(HEADERS[i]);
            }
            int r = 1;
            for (Order o : rows) {
                Row row = sheet.createRow(r++);
                row.createCell(0).setCellValue(o.getOrderNo());
                row.createCell(1).setCellValue(o.getBuyerName());
                row.createCell(2).setCellValue(o.getAmount().doubleValue());
                row.createCell(3).setCellValue(o.getPayChannel() == null ? "" : o.getPayChannel());
                row.createCell(4).setCellValue(TIME_FMT.format(o.getCreatedAt()));
            }
            wb.write(out);
            wb.dispose();
        }
    }
}
