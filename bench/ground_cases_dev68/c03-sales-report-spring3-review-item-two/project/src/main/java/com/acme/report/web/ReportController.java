package com.acme.report.web;

import java.util.List;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestMethod;
import org.springframework.web.bind.annotation.RequestParam;

import com.acme.report.model.SalesRow;
import com.acme.report.service.ReportService;

@Controller
@RequestMapping("/report")
public class ReportController {

    @Autowired
    private ReportService reportService;

    @RequestMapping(value = "/daily", method = RequestMethod.GET)
    public String daily(@RequestParam(value = "from", required = false) String from,
                        @RequestParam(value = "to", required = false) String to,
                        @RequestParam(value = "sort", required = false) String sort,
                        Model model) {
        List<SalesRow> rows = reportService.dailySales(from, to, sort);
        model.addAttribute("rows", rows);
        model.addAttribute("from", from);
        model.addAttribute("to", to);
        return "report/daily";
    }
}
