package com.hengda.crm.importer;

import com.alibaba.excel.EasyExcel;
import com.alibaba.excel.read.listener.PageReadListener;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * 客户名单 Excel 导入: 读 Excel -> 校验 -> 按批写 crm_customer
 */
@Service
public class CustomerImportService {

    private static final Logger log = LoggerFactory.getLogger(CustomerImportService.class);

    private static final String INSERT_SQL =
            "INSERT INTO crm_customer (company_name, contact_name, mobile, region, industry, source, remark, import_task_id) "
                    + "VALUES (?, ?, ?, ?, ?, ?, ?, ?)";

    private final JdbcTemplate jdbc;
    private final ImportProperties props;
    private final ImportTaskRepository tasks;

    public CustomerImportService(JdbcTemplate jdbc, ImportProperties props, ImportTaskRepository tasks) {
        this.jdbc = jdbc;
        this.props = props;
        this.tasks = tasks;
    }

    public void importFile(String taskId, String fileName, InputStream in) {
        List<CustomerRow> buffer = new ArrayList<>(props.getBatchSize());
        int[] total = {0};
        try {
            EasyExcel.read(in, CustomerRow.class, new PageReadListener<CustomerRow>(rows -> {
                for (CustomerRow row : rows) {
                    if (!row.isValid()) {
                        tasks.addError(taskId, row.getRowIndex(), row.validationMessage());
                        continue;
                    }
                    buffer.add(row);
                    total[0]++;
                    if (total[0] > props.getMaxRows()) {
                        throw new IllegalStateException("超过单文件最大行数 " + props.getMaxRows());
                    }
                    if (buffer.size() >= props.getBatchSize()) {
                        flush(taskId, buffer);
                    }
                }
            })).sheet().doRead();
            flush(taskId, buffer);
            tasks.finish(taskId, total[0]);
        } catch (Exception e) {
            log.error("导入失败 task={} file={}", taskId, fileName, e);
            tasks.fail(taskId, e.getMessage());
        }
    }

    private void flush(String taskId, List<CustomerRow> buffer) {
        if (buffer.isEmpty()) {
            return;
        }
        List<Object[]> args = new ArrayList<>(buffer.size());
        for (CustomerRow r : buffer) {
            args.add(new Object[]{
                    r.getCompanyName(), r.getContactName(), r.getMobile(), r.getRegion(),
                    r.getIndustry(), r.getSource(), r.getRemark(), taskId
            });
        }
        jdbc.batchUpdate(INSERT_SQL, args);
        tasks.progress(taskId, buffer.size());
        buffer.clear();
    }
}
