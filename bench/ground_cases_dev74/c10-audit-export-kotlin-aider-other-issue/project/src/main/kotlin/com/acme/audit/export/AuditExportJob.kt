package com.acme.audit.export

import com.acme.audit.AuditRepository
import java.nio.file.Files
import java.time.LocalDate
import java.time.ZoneId
import org.slf4j.LoggerFactory
import org.springframework.beans.factory.annotation.Value
import org.springframework.scheduling.annotation.Scheduled
import org.springframework.stereotype.Component
import software.amazon.awssdk.core.sync.RequestBody
import software.amazon.awssdk.services.s3.S3Client
import software.amazon.awssdk.services.s3.model.PutObjectRequest

@Component
class AuditExportJob(
    private val repo: AuditRepository,
    private val s3: S3Client,
    @Value("\${audit.export.bucket}") private val bucket: String,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    companion object {
        const val PAGE_SIZE = 5000
    }
    private val zone = ZoneId.of("Asia/Shanghai")

    /** Every night: yesterday's audit events (Beijing time) as one CSV in the compliance bucket. */
    @Scheduled(cron = "\${audit.export.cron}", zone = "Asia/Shanghai")
    fun exportYesterday() {
        val day = LocalDate.now(zone).minusDays(1)
        val from = day.atStartOfDay(zone).toInstant()
        val to = day.plusDays(1).atStartOfDay(zone).toInstant()

        val file = Files.createTempFile("audit-$day-", ".csv")
        Files.newBufferedWriter(file, Charsets.UTF_8).use { w ->
            w.write("\uFEFF")
            val csv = AuditCsvWriter(w)
            csv.header()
            var afterId = 0L
            while (true) {
                val page = repo.page(from, to, afterId, PAGE_SIZE)
                page.forEach(csv::write)
                if (page.size < PAGE_SIZE) break
                afterId = page.last().id
            }
        }
        val key = "audit/${day.year}/audit-$day.csv"
        try {
            s3.putObject(PutObjectRequest.builder().bucket(bucket).key(key).contentType("text/csv; charset=utf-8").build(),
                RequestBody.fromFile(file))
            log.info("audit export {} -> s3://{}/{} ({} bytes)", day, bucket, key, Files.size(file))
        } finally {
            Files.deleteIfExists(file)
        }
    }
}
