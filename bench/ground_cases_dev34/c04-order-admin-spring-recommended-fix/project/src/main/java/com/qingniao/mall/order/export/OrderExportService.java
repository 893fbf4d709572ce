package com.qingniao.mall.order.export;

import com.alibaba.excel.EasyExcel;
import com.alibaba.excel.ExcelWriter;
import com.alibaba.excel.write.metadata.WriteSheet;
import com.qingniao.mall.order.Order;
import com.qingniao.mall.order.OrderRepository;
import com.qingniao.mall.order.OrderStatus;
import java.io.OutputStream;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Pageable;
import org.springframework.data.domain.Sort;
import org.springframework.stereotype.Service;

@Service
public class OrderExportService {

    private static final DateTimeFormatter TS = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

    private final OrderRepository orders;
    private final int pageSize;

    public OrderExportService(OrderRepository orders, @Value("${order.export.page-size:500}") int pageSize) {
        this.orders = orders;
        this.pageSize = pageSize;
    }

    public void export(LocalDateTime from, LocalDateTime to, OrderStatus status, OutputStream out) {
        ExcelWriter writer = EasyExcel.write(out).build();
        WriteSheet sheet = EasyExcel.writerSheet("orders").head(header()).build();
        int page = 0;
        while (true) {
            Pageable pageable = PageRequest.of(page, pageSize, Sort.by(Sort.Direction.ASC, "createdAt"));
            Page<Order> chunk = status == null
                    ? orders.findByCreatedAtBetween(from, to, pageable)
                    : orders.findByStatusAndCreatedAtBetween(status, from, to, pageable);
            writer.write(rows(chunk.getContent()), sheet);
            if (!chunk.hasNext()) {
                break;
            }
            page++;
        }
        writer.finish();
    }

    private static List<List<String>> header() {
        List<List<String>> head = new ArrayList<>();
        head.add(List.of("订单号"));
        head.add(List.of("用户ID"));
        head.add(List.of("实付金额"));
        head.add(List.of("支付方式"));
        head.add(List.of("状态"));
        head.add(List.of("下单时间"));
        return head;
    }

    private static List<List<Object>> rows(List<Order> list) {
        List<List<Object>> rows = new ArrayList<>(list.size());
        for (Order o : list) {
            List<Object> row = new ArrayList<>();
            row.add(o.getOrderNo());
            row.add(o.getUserId());
            row.add(o.getPayAmount());
            row.add(payChannelLabel(o.getPayChannel()));
            row.add(o.getStatus().name());
            row.add(o.getCreatedAt().format(TS));
            rows.add(row);
        }
        return rows;
    }

    private static String payChannelLabel(String channel) {
        if (channel == null) {
            return "";
        }
        return switch (channel) {
            case "WECHAT" -> "微信支付";
            case "ALIPAY" -> "支付宝";
            case "BALANCE" -> "余额";
            default -> channel;
        };
    }
}
