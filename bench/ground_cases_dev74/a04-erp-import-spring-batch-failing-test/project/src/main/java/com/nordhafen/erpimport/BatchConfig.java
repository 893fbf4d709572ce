package com.nordhafen.erpimport;

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

@Configuration
public class BatchConfig {

    @Bean
    FlatFileItemReader<ErpLine> erpReader(@Value("${erp.export-file}") String file) {
        return new FlatFileItemReaderBuilder<ErpLine>()
                .name("erpReader")
                .resource(new FileSystemResource(file))
                .encoding("ISO-8859-15")
                .linesToSkip(1)
                .delimited().delimiter(";")
                .names("invoiceNo", "position", "customerNo", "articleNo", "quantity", "unitPrice",
                        "discountPct", "invoiceDate")
                .fieldSetMapper(new ErpLineFieldSetMapper())
                .build();
    }

    @Bean
    JdbcBatchItemWriter<InvoiceRecord> invoiceWriter(DataSource dataSource) {
        return new JdbcBatchItemWriterBuilder<InvoiceRecord>()
                .dataSource(dataSource)
                .sql("""
                        INSERT INTO billing.invoice_lines
                          (invoice_no, position, customer_no, article_no, quantity, net_amount, type, invoice_date)
                        VALUES (:invoiceNo, :position, :customerNo, :articleNo, :quantity, :netAmount, :type, :invoiceDate)
                        ON CONFLICT (invoice_no, position) DO UPDATE
                          SET quantity = EXCLUDED.quantity, net_amount = EXCLUDED.net_amount, type = EXCLUDED.type
                        """)
                .itemSqlParameterSourceProvider(item -> new org.springframework.jdbc.core.namedparam.MapSqlParameterSource()
                        .addValue("invoiceNo", item.invoiceNo())
                        .addValue("position", item.position())
                        .addValue("customerNo", item.customerNo())
                        .addValue("articleNo", item.articleNo())
                        .addValue("quantity", item.quantity())
                        .addValue("netAmount", item.netAmount())
                        .addValue("type", item.type().name())
                        .addValue("invoiceDate", item.invoiceDate()))
                .build();
    }

    @Bean
    Step importStep(JobRepository repo, PlatformTransactionManager tx, FlatFileItemReader<ErpLine> erpReader,
                    JdbcBatchItemWriter<InvoiceRecord> invoiceWriter,
                    @Value("${erp.chunk-size:1000}") int chunkSize) {
        return new StepBuilder("importInvoiceLines", repo)
                .<ErpLine, InvoiceRecord>chunk(chunkSize, tx)
                .reader(erpReader)
                .processor(new InvoiceLineProcessor())
                .writer(invoiceWriter)
                .faultTolerant()
                .skip(FlatFileParseException.class)
                .skipLimit(50)
                .listener(new SkipLoggingListener())
                .build();
    }

    @Bean
    Job erpInvoiceImport(JobRepository repo, Step importStep) {
        return new JobBuilder("erpInvoiceImport", repo)
                .incrementer(new RunIdIncrementer())
                .start(importStep)
                .build();
    }
}
