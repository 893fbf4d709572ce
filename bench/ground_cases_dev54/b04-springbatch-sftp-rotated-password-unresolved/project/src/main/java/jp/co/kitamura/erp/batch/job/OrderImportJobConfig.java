package jp.co.kitamura.erp.batch.job;

import org.springframework.batch.core.Job;
import org.springframework.batch.core.Step;
import org.springframework.batch.core.configuration.annotation.EnableBatchProcessing;
import org.springframework.batch.core.configuration.annotation.JobBuilderFactory;
import org.springframework.batch.core.configuration.annotation.StepBuilderFactory;
import org.springframework.batch.core.launch.support.RunIdIncrementer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
@EnableBatchProcessing
public class OrderImportJobConfig {

    @Bean
    public Job orderImportJob(JobBuilderFactory jobs, Step downloadStep, Step importStep, Step archiveStep) {
        return jobs.get("orderImportJob")
                .incrementer(new RunIdIncrementer())
                .start(downloadStep)
                .next(importStep)
                .next(archiveStep)
                .build();
    }

    @Bean
    public Step downloadStep(StepBuilderFactory steps, SftpDownloadTasklet tasklet) {
        return steps.get("downloadStep").tasklet(tasklet).build();
    }

    @Bean
    public Step importStep(StepBuilderFactory steps, OrderCsvImportTasklet tasklet) {
        return steps.get("importStep").tasklet(tasklet).build();
    }

    @Bean
    public Step archiveStep(StepBuilderFactory steps, ArchiveTasklet tasklet) {
        return steps.get("archiveStep").tasklet(tasklet).build();
    }
}
