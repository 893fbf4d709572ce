package com.hexin.report;

import com.hexin.report.csv.CsvWriter;
import com.hexin.report.csv.ReconRow;
import com.hexin.report.db.ReconRepository;
import com.hexin.report.sftp.SftpUploader;
import com.hexin.report.util.DateFormats;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;

/**
 * Nightly job (cron 02:30 on report-01): exports one business day of reconciliation detail
 * to the finance SFTP. Usage: java -jar report-exporter.jar [yyyy-MM-dd]
 */
public final class ExportJob {

    static final List<String> HEADER = List.of(
            "订单号", "渠道", "业务日期", "支付时间", "订单金额", "实收金额", "渠道手续费", "退款金额", "退款时间");

    private final ReconRepository repository;
    private final SftpUploader uploader;
    private final Path workDir;

    ExportJob(ReconRepository repository, SftpUploader uploader, Path workDir) {
        this.repository = repository;
        this.uploader = uploader;
        this.workDir = workDir;
    }

    public Path run(LocalDate bizDate) throws Exception {
        List<ReconRow> rows = repository.findByBizDate(bizDate);
        Path file = workDir.resolve(fileName(bizDate));
        try (CsvWriter csv = new CsvWriter(Files.newBufferedWriter(file, StandardCharsets.UTF_8))) {
            csv.writeRow(HEADER);
            for (ReconRow r : rows) {
                csv.writeRow(toCells(r));
            }
        }
        uploader.upload(file, "/recon/" + file.getFileName());
        return file;
    }

    /** recon_202512_20251231.csv: accounting period, then the business day. */
    static String fileName(LocalDate bizDate) {
        return "recon_" + DateFormats.PERIOD.format(bizDate) + "_" + DateFormats.FILE_DATE.format(bizDate) + ".csv";
    }

    static List<String> toCells(ReconRow r) {
        return List.of(
                r.orderNo(),
                r.channel(),
                DateFormats.date(r.bizDate()),
                DateFormats.dateTime(r.paidAt()),
                r.amount().toPlainString(),
                r.received().toPlainString(),
                r.channelFee().toPlainString(),
                r.refunded().toPlainString(),
                DateFormats.dateTime(r.refundedAt()));
    }

    public static void main(String[] args) throws Exception {
        LocalDate bizDate = args.length > 0 ? LocalDate.parse(args[0]) : LocalDate.now(DateFormats.ZONE).minusDays(1);
        Config cfg = Config.fromEnv();
        ExportJob job = new ExportJob(new ReconRepository(cfg.dataSource()), new SftpUploader(cfg), cfg.workDir());
        Path file = job.run(bizDate);
        System.out.println("exported " + file);
    }
}
