package jp.example.catalog.batch;

import java.nio.file.Path;

import org.springframework.batch.core.Job;
import org.springframework.batch.core.Step;
import org.springframework.batch.core.job.builder.JobBuilder;
import org.springframework.batch.core.repository.JobRepository;
import org.springframework.batch.core.step.builder.StepBuilder;
import org.springframework.batch.item.support.ListItemReader;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.transaction.PlatformTransactionManager;

@Configuration
public class ImportJobConfig {

    @Bean
    public Job productImportJob(JobRepository repository, Step importProducts, ImportJobListener listener) {
        return new JobBuilder("productImportJob", repository)
                .listener(listener)
                .start(importProducts)
                .build();
    }

    @Bean
    public Step importProducts(JobRepository repository, PlatformTransactionManager tx,
                               ProductCsvImporter importer, ProductWriter writer,
                               @Value("${catalog.import.dir}") String dir,
                               @Value("${catalog.import.file-name}") String fileName) throws Exception {
        return new StepBuilder("importProducts", repository)
                .<ProductRow, ProductRow>chunk(100, tx)
                .reader(new ListItemReader<>(importer.read(Path.of(dir, fileName))))
                .writer(writer)
                .build();
    }
}
