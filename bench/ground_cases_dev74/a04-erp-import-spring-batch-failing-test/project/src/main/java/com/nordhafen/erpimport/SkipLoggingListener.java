package com.nordhafen.erpimport;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.batch.core.SkipListener;
import org.springframework.batch.item.file.FlatFileParseException;

/** Logs every skipped ERP line so ops can forward them to the ERP team. */
public class SkipLoggingListener implements SkipListener<ErpLine, InvoiceRecord> {

    private static final Logger log = LoggerFactory.getLogger(SkipLoggingListener.class);

    @Override
    public void onSkipInRead(Throwable t) {
        if (t instanceof FlatFileParseException e) {
            log.warn("skipped ERP line {}: {} (input: {})", e.getLineNumber(), rootMessage(e), e.getInput());
        } else {
            log.warn("skipped unreadable ERP line: {}", rootMessage(t));
        }
    }

    @Override
    public void onSkipInProcess(ErpLine item, Throwable t) {
        log.warn("skipped {}/{} in processing: {}", item.invoiceNo(), item.position(), rootMessage(t));
    }

    @Override
    public void onSkipInWrite(InvoiceRecord item, Throwable t) {
        log.warn("skipped {}/{} on write: {}", item.invoiceNo(), item.position(), rootMessage(t));
    }

    private static String rootMessage(Throwable t) {
        Throwable root = t;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        return root.getMessage();
    }
}
