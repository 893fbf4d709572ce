package com.hengda.crm.importer;

import org.springframework.boot.context.properties.ConfigurationProperties;

@ConfigurationProperties(prefix = "import")
public class ImportProperties {

    /** 每批写库的行数 */
    private int batchSize = 1000;

    /** 同时处理的导入任务数 */
    private int workers = 2;

    /** 单个文件最多行数 */
    private int maxRows = 200_000;

    public int getBatchSize() { return batchSize; }

    public void setBatchSize(int batchSize) { this.batchSize = batchSize; }

    public int getWorkers() { return workers; }

    public void setWorkers(int workers) { this.workers = workers; }

    public int getMaxRows() { return maxRows; }

    public void setMaxRows(int maxRows) { this.maxRows = maxRows; }
}
