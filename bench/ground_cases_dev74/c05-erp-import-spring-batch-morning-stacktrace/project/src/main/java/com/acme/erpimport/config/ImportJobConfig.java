package com.acme.erpimport.config;

import java.time.format.DateTimeParseException;

import javax.sql.DataSource;

import org.springframework.batch.core.Job;
import org.springframework.batch.core.Step;
import org.springframework.batch.core.job.builder.JobBuilder;
import org.springframework.batch.core.launch.support.RunIdIncrementer;
import org.springframework.batch.core.repository.JobRepository;
import org.springframework.batch.core.step.builder.StepBuilder;
import org.springframework.batch.item.database.JdbcBatchItemWriter;
import org.springframework.batch.item.database.builder.JdbcBatchItemWriterBuilder;
import org.springframework.batch.item.file.FlatFileItemReader;
import org.springframework.batch.item.file.FlatFileParseException;
import org.springframework.batch.item.file.builder.FlatFileItemReaderBuilder;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.io.FileSystemResource;
import org.springframework.transaction.PlatformTransactionManager;

import com.acme.erpimport.batch.ErpOrderLine;
import com.acme.erpimport.batch.OrderLine;
import com.acme.erpimport.batch.OrderLineProcessor;
import com.acme.erpimport.batch.RejectedLineListener;

@Configuration
public class ImportJobConfig {

    @Bean
    public FlatFileItemReader<ErpOrderLine> erpReader(@Value("${erp.import.inbox}") String inbox) {
        return new FlatFileItemReaderBuilder<ErpOrderLine>()
                .name("erpReader")
                .resource(new FileSystemResource(inbox + "/orders.csv"))
                .encoding("UTF-8")
                .linesToSkip(1)
                .delimited().delimiter(";")
                .names("orderNo", "lineNo", "sku", "quantity", "unitPrice", "currency", "orderDate")
                .targetType(ErpOrderLine.class)
                .build();
    }

    @Bean
    public JdbcBatchItemWriter<OrderLine> orderLineWriter(DataSource dataSource) {
        return new JdbcBatchItemWriterBuilder<OrderLine>()
                .dataSource(dataSource)
                .sql("""
                        INSERT INTO order_lines (order_no, line_no, sku, quantity, unit_price, currency, order_date)
                        VALUES (:orderNo, :lineNo, :sku, :quantity, :unitPrice, :currency, :orderDate)
                        ON CONFLICT (order_no, line_no) DO UPDATE SET quantity = EXCLUDED.quantity,
                          unit_price = EXCLUDED.unit_price, order_date = EXCLUDED.order_date""")
                .beanMapped()
                .build();
    }

    @Bean
    public Step importOrderLinesStep(JobRepository repo, PlatformTransactionManager tx,
                                     FlatFileItemReader<ErpOrderLine> reader, OrderLineProcessor processor,
                                     JdbcBatchItemWriter<OrderLine> writer, RejectedLineListener rejects,
                                     @Value("${erp.import.chunk-size}") int chunkSize) {
        return new StepBuilder("importOrderLinesStep", repo)
                .<ErpOrderLine, OrderLine>chunk(chunkSize, tx)
                .reader(reader)
                .processor(processor)
                .writer(writer)
                .faultTolerant()
                .skip(FlatFileParseException.class)
                .skip(DateTimeParseException.class)
                .skip(NumberFormatException.class)
                .skipLimit(100)
                .listener(rejects)
                .build();
    }

    @Bean
    public Job erpOrderImportJob(JobRepository repo, Step importOrderLinesStep) {
        return new JobBuilder("erpOrderImportJob", repo)
                .incrementer(new RunIdIncrementer())
                .start(importOrderLinesStep)
                .build();
    }
}
