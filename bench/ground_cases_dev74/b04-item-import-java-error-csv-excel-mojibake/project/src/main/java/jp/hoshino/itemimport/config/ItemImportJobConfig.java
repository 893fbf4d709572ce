package jp.hoshino.itemimport.config;

import java.nio.charset.Charset;
import java.nio.file.Path;

import javax.sql.DataSource;

import org.springframework.batch.core.Job;
import org.springframework.batch.core.SkipListener;
import org.springframework.batch.core.Step;
import org.springframework.batch.core.StepExecutionListener;
import org.springframework.batch.core.configuration.annotation.StepScope;
import org.springframework.batch.core.job.builder.JobBuilder;
import org.springframework.batch.core.launch.support.RunIdIncrementer;
import org.springframework.batch.core.repository.JobRepository;
import org.springframework.batch.core.step.builder.StepBuilder;
import org.springframework.batch.item.database.JdbcBatchItemWriter;
import org.springframework.batch.item.database.builder.JdbcBatchItemWriterBuilder;
import org.springframework.batch.item.file.FlatFileItemReader;
import org.springframework.batch.item.file.FlatFileParseException;
import org.springframework.batch.item.file.builder.FlatFileItemReaderBuilder;
import org.springframework.batch.item.file.mapping.DefaultLineMapper;
import org.springframework.batch.item.validator.ValidationException;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.io.FileSystemResource;
import org.springframework.transaction.PlatformTransactionManager;

import jp.hoshino.itemimport.batch.ErrorRowWriter;
import jp.hoshino.itemimport.batch.ItemValidationProcessor;
import jp.hoshino.itemimport.model.Item;
import jp.hoshino.itemimport.model.ItemRow;

@Configuration
public class ItemImportJobConfig {

    private static final String UPSERT = """
            INSERT INTO items (item_code, item_name, unit, unit_price, tax_rate, discontinued, imported_at)
            VALUES (:itemCode, :itemName, :unit, :unitPrice, :taxRate, :discontinued, now())
            ON CONFLICT (item_code) DO UPDATE SET
              item_name = EXCLUDED.item_name, unit = EXCLUDED.unit, unit_price = EXCLUDED.unit_price,
              tax_rate = EXCLUDED.tax_rate, discontinued = EXCLUDED.discontinued, imported_at = now()
            """;

    @Bean
    @StepScope
    public FlatFileItemReader<ItemRow> itemReader(@Value("#{jobParameters['inputFile']}") String inputFile) {
        FlatFileItemReader<ItemRow> reader = new FlatFileItemReaderBuilder<ItemRow>()
                .name("itemReader")
                .resource(new FileSystemResource(inputFile))
                .encoding(Charset.forName("MS932").name())
                .linesToSkip(1)
                .delimited()
                .names("itemCode", "itemName", "unit", "unitPrice", "taxClass", "discontinued")
                .fieldSetMapper(fs -> {
                    ItemRow row = new ItemRow();
                    row.setItemCode(fs.readRawString("itemCode"));
                    row.setItemName(fs.readRawString("itemName"));
                    row.setUnit(fs.readRawString("unit"));
                    row.setUnitPrice(fs.readRawString("unitPrice"));
                    row.setTaxClass(fs.readRawString("taxClass"));
                    row.setDiscontinued(fs.readRawString("discontinued"));
                    return row;
                })
                .build();
        DefaultLineMapper<ItemRow> delegate = (DefaultLineMapper<ItemRow>) reader.getLineMapper();
        reader.setLineMapper((line, lineNumber) -> {
            ItemRow row = delegate.mapLine(line, lineNumber);
            row.setLineNumber(lineNumber);
            return row;
        });
        return reader;
    }

    @Bean
    @StepScope
    public ErrorRowWriter errorRowWriter(ItemImportProperties props,
                                         @Value("#{jobParameters['inputFile']}") String inputFile) {
        return new ErrorRowWriter(props.errorFile(Path.of(inputFile).getFileName().toString()));
    }

    @Bean
    public JdbcBatchItemWriter<Item> itemWriter(DataSource dataSource) {
        return new JdbcBatchItemWriterBuilder<Item>()
                .dataSource(dataSource)
                .sql(UPSERT)
                .beanMapped()
                .build();
    }

    @Bean
    public Step importItemsStep(JobRepository repo, PlatformTransactionManager tx, ItemImportProperties props,
                                FlatFileItemReader<ItemRow> itemReader, JdbcBatchItemWriter<Item> itemWriter,
                                ErrorRowWriter errorRowWriter) {
        return new StepBuilder("importItemsStep", repo)
                .<ItemRow, Item>chunk(props.chunkSize(), tx)
                .reader(itemReader)
                .processor(new ItemValidationProcessor())
                .writer(itemWriter)
                .faultTolerant()
                .skip(FlatFileParseException.class)
                .skip(ValidationException.class)
                .skipLimit(100)
                .listener((SkipListener<ItemRow, Item>) errorRowWriter)
                .listener((StepExecutionListener) errorRowWriter)
                .build();
    }

    @Bean
    public Job itemImportJob(JobRepository repo, Step importItemsStep) {
        return new JobBuilder("itemImportJob", repo)
                .incrementer(new RunIdIncrementer())
                .start(importItemsStep)
                .build();
    }
}
