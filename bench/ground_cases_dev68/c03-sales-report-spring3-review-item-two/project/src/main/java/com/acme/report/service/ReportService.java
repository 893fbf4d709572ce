package com.acme.report.service;

import java.util.Collections;
import java.util.Date;
import java.util.List;

import org.apache.log4j.Logger;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Service;

import com.acme.report.dao.ReportDao;
import com.acme.report.model.SalesRow;
import com.acme.report.util.DateUtil;

@Service
public class ReportService {

    private static final Logger LOG = Logger.getLogger(ReportService.class);

    @Autowired
    private ReportDao reportDao;

    public List<SalesRow> dailySales(String from, String to, String sort) {
        try {
            Date f = DateUtil.parse(from);
            Date t = DateUtil.addDays(DateUtil.parse(to), 1);
            return reportDao.findByRange(f, t, sort == null ? "d.day" : sort);
        } catch (Exception e) {
            LOG.error("dailySales failed", e);
            return Collections.emptyList();
        }
    }

    public List<SalesRow> monthToDate(Date today) {
        Date first = DateUtil.firstDayOfMonth(today);
        return reportDao.findByRange(first, DateUtil.addDays(today, 1), "d.day");
    }
}
