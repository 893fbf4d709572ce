package com.acme.billing.web;

import java.util.Date;
import java.util.List;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestMethod;

import com.acme.billing.model.Invoice;
import com.acme.billing.service.InvoiceService;
import com.acme.billing.util.ReportDateUtil;

@Controller
@RequestMapping("/customers/{customerId}/invoices")
public class InvoiceController {

    @Autowired
    private InvoiceService invoiceService;

    @RequestMapping(method = RequestMethod.GET)
    public String list(@PathVariable long customerId, Model model) {
        Date today = new Date();
        List<Invoice> open = invoiceService.openInvoices(customerId);
        model.addAttribute("invoices", open);
        model.addAttribute("printedOn", ReportDateUtil.header(today));
        model.addAttribute("service", invoiceService);
        model.addAttribute("today", today);
        return "invoices/list";
    }

    @RequestMapping(value = "/late-fees", method = RequestMethod.POST)
    public String applyLateFees(@PathVariable long customerId) {
        invoiceService.applyLateFees(customerId, new Date());
        return "redirect:/customers/" + customerId + "/invoices";
    }
}
