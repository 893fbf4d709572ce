package jp.example.catalog.batch;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.batch.core.BatchStatus;
import org.springframework.batch.core.JobExecution;
import org.springframework.batch.core.JobExecutionListener;
import org.springframework.batch.core.StepExecution;
import org.springframework.stereotype.Component;

@Component
public class ImportJobListener implements JobExecutionListener {

    private static final Logger log = LoggerFactory.getLogger(ImportJobListener.class);

    private final SlackNotifier slack;

    public ImportJobListener(SlackNotifier slack) {
        this.slack = slack;
    }

    @Override
    public void beforeJob(JobExecution execution) {
        log.info("商品マスタ取り込み開始: {}", execution.getJobParameters());
    }

    @Override
    public void afterJob(JobExecution execution) {
        if (execution.getStatus() == BatchStatus.COMPLETED) {
            long written = execution.getStepExecutions().stream()
                    .mapToLong(StepExecution::getWriteCount)
                    .sum();
            log.info("商品マスタ取り込み完了: {}件", written);
            return;
        }
        slack.post("#catalog-alerts", "商品マスタ取り込み失敗: " + execution.getAllFailureExceptions());
    }
}
