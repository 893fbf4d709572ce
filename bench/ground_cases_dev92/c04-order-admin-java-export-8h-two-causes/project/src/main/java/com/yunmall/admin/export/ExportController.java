package com.yunmall.admin.export;

import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.ZoneId;
import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/admin/export")
public class ExportController {

    private static final ZoneId CN = ZoneId.of("Asia/Shanghai");
    private final OrderExportService service;

    public ExportController(OrderExportService service) {
        this.service = service;
    }

    @GetMapping("/orders")
    public void orders(@RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate from,
                       @RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate to,
                       HttpServletResponse resp) throws IOException {
        String name = URLEncoder.encode("订单导出_" + from + "_" + to + ".xlsx", StandardCharsets.UTF_8);
        resp.setContentType("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
        resp.setHeader("Content-Disposition", "attachment; filename*=UTF-8''" + name);
        service.export(from.atStartOfDay(CN).toInstant(), to.plusDays(1).atStartOfDay(CN).toInstant(),
                resp.getOutputStream());
    }
}
