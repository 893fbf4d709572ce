package com.xinghe.hrsync.export;

import java.nio.charset.Charset;
import java.nio.file.Paths;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.List;

import org.springframework.batch.core.Job;
import org.springframework.batch.core.Step;
import org.springframework.batch.core.configuration.annotation.JobBuilderFactory;
import org.springframework.batch.core.configuration.annotation.StepBuilderFactory;
import org.springframework.batch.repeat.RepeatStatus;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.BeanPropertyRowMapper;
import org.springframework.jdbc.core.JdbcTemplate;

@Configuration
public class EmployeeExportJobConfig {

    private static final DateTimeFormatter FILE_DATE = DateTimeFormatter.BASIC_ISO_DATE;

    @Value("${hrsync.export.dir}")
    private String exportDir;

    @Value("${hrsync.export.encoding:GBK}")
    private String encoding;

    @Bean
    public Job employeeExportJob(JobBuilderFactory jobs, Step employeeExportStep) {
        return jobs.get("employeeExportJob").start(employeeExportStep).build();
    }

    @Bean
    public Step employeeExportStep(StepBuilderFactory steps, JdbcTemplate jdbc) {
        return steps.get("employeeExportStep").tasklet((contribution, chunk) -> {
            List<EmployeeRow> rows = jdbc.query(
                    "SELECT employee_no, name, id_number, department, mobile, hire_date "
                            + "FROM v_employee_export ORDER BY employee_no",
                    new BeanPropertyRowMapper<>(EmployeeRow.class));
            String fileName = "employees_" + LocalDate.now().format(FILE_DATE) + ".csv";
            new EmployeeCsvWriter(Charset.forName(encoding)).write(Paths.get(exportDir, fileName), rows);
            return RepeatStatus.FINISHED;
        }).build();
    }
}
