package com.acme.report.web;

import java.io.IOException;
import java.io.OutputStream;
import java.text.SimpleDateFormat;
import java.util.Date;
import java.util.List;

import javax.servlet.http.HttpServletResponse;

import org.apache.poi.hssf.usermodel.HSSFRow;
import org.apache.poi.hssf.usermodel.HSSFSheet;
import org.apache.poi.hssf.usermodel.HSSFWorkbook;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;

import com.acme.report.model.SalesRow;
import com.acme.report.service.ReportService;
import com.acme.report.util.DateUtil;

@Controller
@RequestMapping("/export")
public class ExportController {

    @Autowired
    private ReportService reportService;

    @RequestMapping("/daily.xls")
    public void dailyXls(@RequestParam("from") String from, @RequestParam("to") String to,
                         HttpServletResponse response) throws IOException {
        List<SalesRow> rows = reportService.dailySales(from, to, null);

        HSSFWorkbook wb = new HSSFWorkbook();
        HSSFSheet sheet = wb.createSheet("daily");
        HSSFRow head = sheet.createRow(0);
        String[] titles = {"日期", "门店编码", "门店", "订单数", "金额"};
        for (int i = 0; i < titles.length; i++) {
            head.createCell(i).setCellValue(titles[i]);
        }
        int r = 1;
        for (SalesRow row : rows) {
            HSSFRow x = sheet.createRow(r++);
            x.createCell(0).setCellValue(DateUtil.format(row.getDay()));
            x.createCell(1).setCellValue(row.getStoreCode());
            x.createCell(2).setCellValue(row.getStoreName());
            x.createCell(3).setCellValue(row.getOrders());
            x.createCell(4).setCellValue(row.getAmount().doubleValue());
        }

        String stamp = new SimpleDateFormat("yyyyMMddHHmm").format(new Date());
        response.setContentType("application/vnd.ms-excel");
        response.setHeader("Content-Disposition", "attachment; filename=daily_" + stamp + ".xls");
        OutputStream out = response.getOutputStream();
        try {
            wb.write(out);
            out.flush();
        } finally {
            out.close();
        }
    }
}
