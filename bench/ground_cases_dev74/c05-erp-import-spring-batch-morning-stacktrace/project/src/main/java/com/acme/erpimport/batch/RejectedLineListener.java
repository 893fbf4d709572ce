package com.acme.erpimport.batch;

import org.springframework.batch.core.SkipListener;
import org.springframework.batch.core.StepExecution;
import org.springframework.batch.core.annotation.BeforeStep;
import org.springframework.batch.item.file.FlatFileParseException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/** Records every skipped ERP line in import_rejects so that nobody has to grep the logs. */
@Component
public class RejectedLineListener implements SkipListener<ErpOrderLine, OrderLine> {

    private static final String INSERT =
            "INSERT INTO import_rejects (job_execution_id, phase, raw_line, error) VALUES (?, ?, ?, ?)";

    private final JdbcTemplate jdbc;
    private Long jobExecutionId;

    public RejectedLineListener(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @BeforeStep
    public void remember(StepExecution step) {
        this.jobExecutionId = step.getJobExecutionId();
    }

    @Override
    public void onSkipInRead(Throwable t) {
        String raw = t instanceof FlatFileParseException e ? e.getInput() : null;
        jdbc.update(INSERT, jobExecutionId, "read", raw, t.toString());
    }

    @Override
    public void onSkipInProcess(ErpOrderLine item, Throwable t) {
        jdbc.update(INSERT, jobExecutionId, "process", item.toString(), t.toString());
    }

    @Override
    public void onSkipInWrite(OrderLine item, Throwable t) {
        jdbc.update(INSERT, jobExecutionId, "write", item.toString(), t.toString());
    }
}
