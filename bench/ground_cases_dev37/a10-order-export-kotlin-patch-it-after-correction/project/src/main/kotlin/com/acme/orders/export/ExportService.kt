package com.acme.orders.export

import com.acme.orders.domain.OrderRepository
import org.slf4j.LoggerFactory
import org.springframework.beans.factory.annotation.Value
import org.springframework.scheduling.annotation.Scheduled
import org.springframework.stereotype.Service
import org.springframework.transaction.annotation.Transactional
import java.nio.file.Files
import java.nio.file.Path
import java.time.LocalDate
import java.time.ZoneId

@Service
class ExportService(
    private val orders: OrderRepository,
    @Value("\${app.export.target-dir}") private val targetDir: Path,
    @Value("\${app.export.zone}") private val zone: ZoneId,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    @Scheduled(cron = "\${app.export.cron}", zone = "\${app.export.zone}")
    fun nightly() {
        exportDay(LocalDate.now(zone).minusDays(1))
    }

    @Transactional(readOnly = true)
    fun exportDay(day: LocalDate): Path {
        val from = day.atStartOfDay(zone).toInstant()
        val to = day.plusDays(1).atStartOfDay(zone).toInstant()
        val rows = orders.placedBetween(from, to).map(CsvRow::from)
        val file = targetDir.resolve("orders-$day.csv")
        Files.createDirectories(targetDir)
        Files.write(file, listOf(CsvRow.HEADER) + rows.map { it.toCsv() })
        log.info("Exported {} orders for {} to {}", rows.size, day, file)
        return file
    }
}
