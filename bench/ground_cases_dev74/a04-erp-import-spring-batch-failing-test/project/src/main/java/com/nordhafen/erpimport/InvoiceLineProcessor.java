package com.nordhafen.erpimport;

import java.math.BigDecimal;
import java.math.RoundingMode;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.batch.item.ItemProcessor;

import com.nordhafen.erpimport.InvoiceRecord.LineType;

public class InvoiceLineProcessor implements ItemProcessor<ErpLine, InvoiceRecord> {

    private static final Logger log = LoggerFactory.getLogger(InvoiceLineProcessor.class);
    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    @Override
    public InvoiceRecord process(ErpLine item) {
        LineType type = LineType.INVOICE;
        if (item.quantity().signum() < 0) {
            log.debug("credit line {}/{} with quantity {}", item.invoiceNo(), item.position(), item.quantity());
            type = LineType.CREDIT;
        }
        return new InvoiceRecord(
                item.invoiceNo(),
                item.position(),
                item.customerNo(),
                item.articleNo(),
                item.quantity(),
                net(item),
                type,
                item.invoiceDate());
    }

    static BigDecimal net(ErpLine item) {
        BigDecimal gross = item.unitPrice().multiply(item.quantity());
        BigDecimal factor = HUNDRED.subtract(item.discountPct()).divide(HUNDRED);
        return gross.multiply(factor).setScale(2, RoundingMode.HALF_UP);
    }
}
