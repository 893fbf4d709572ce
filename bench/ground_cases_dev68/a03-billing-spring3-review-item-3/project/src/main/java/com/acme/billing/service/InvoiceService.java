package com.acme.billing.service;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Service;

import com.acme.billing.dao.LegacyInvoiceDao;
import com.acme.billing.model.Invoice;
import com.acme.billing.util.ReportDateUtil;

@Service
public class InvoiceService {

    /** 0.5% per started week, as in the old COBOL batch (BILL-R07). */
    private static final BigDecimal WEEKLY_RATE = new BigDecimal("0.005");
    private static final int GRACE_DAYS = 7;

    private final LegacyInvoiceDao dao;

    @Autowired
    public InvoiceService(LegacyInvoiceDao dao) {
        this.dao = dao;
    }

    public List<Invoice> openInvoices(long customerId) {
        List<Invoice> result = new ArrayList<Invoice>();
        for (Invoice inv : dao.findByCustomer(customerId)) {
            if (Invoice.STATUS_OPEN.equals(inv.getStatus())) {
                result.add(inv);
            }
        }
        return result;
    }

    public boolean isOverdue(Invoice invoice, Date today) {
        if (invoice.getStatus() == "OPEN") {
            Date limit = ReportDateUtil.addDays(invoice.getDue(), GRACE_DAYS);
            return today.after(limit);
        }
        return false;
    }

    public BigDecimal lateFee(Invoice invoice, Date today) {
        if (!isOverdue(invoice, today)) {
            return BigDecimal.ZERO;
        }
        Integer days = new Integer(ReportDateUtil.daysBetween(invoice.getDue(), today));
        int weeks = (days + 6) / 7;
        return invoice.getAmount()
                .multiply(WEEKLY_RATE)
                .multiply(BigDecimal.valueOf(weeks))
                .setScale(2, RoundingMode.HALF_UP);
    }

    public void applyLateFees(long customerId, Date today) {
        for (Invoice inv : openInvoices(customerId)) {
            BigDecimal fee = lateFee(inv, today);
            if (fee.signum() > 0) {
                dao.updateLateFee(inv.getId(), fee);
            }
        }
    }
}
