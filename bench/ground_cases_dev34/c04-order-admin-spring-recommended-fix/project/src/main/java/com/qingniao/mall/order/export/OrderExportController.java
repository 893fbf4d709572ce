package com.qingniao.mall.order.export;

import com.qingniao.mall.order.OrderStatus;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/admin/orders")
public class OrderExportController {

    private final OrderExportService exportService;

    public OrderExportController(OrderExportService exportService) {
        this.exportService = exportService;
    }

    @GetMapping("/export")
    public void export(@RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate from,
                       @RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate to,
                       @RequestParam(required = false) OrderStatus status,
                       HttpServletResponse resp) throws IOException {
        String name = URLEncoder.encode("订单导出_" + from + "_" + to + ".xlsx", StandardCharsets.UTF_8);
        resp.setContentType("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
        resp.setHeader("Content-Disposition", "attachment; filename*=UTF-8''" + name);
        exportService.export(from.atStartOfDay(), to.plusDays(1).atStartOfDay(), status, resp.getOutputStream());
    }
}
