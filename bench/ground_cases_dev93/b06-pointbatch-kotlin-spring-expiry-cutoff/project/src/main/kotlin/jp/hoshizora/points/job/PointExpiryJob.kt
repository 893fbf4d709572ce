package jp.hoshizora.points.job

import jp.hoshizora.points.notify.SlackNotifier
import jp.hoshizora.points.service.ExpiryService
import org.slf4j.LoggerFactory
import org.springframework.beans.factory.annotation.Value
import org.springframework.scheduling.annotation.Scheduled
import org.springframework.stereotype.Component

@Component
class PointExpiryJob(
    private val expiryService: ExpiryService,
    private val slack: SlackNotifier,
    @Value("\${points.expiry.dry-run:false}") private val dryRun: Boolean,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    @Scheduled(cron = "\${points.expiry.cron}", zone = "Asia/Tokyo")
    fun run() {
        val started = System.currentTimeMillis()
        try {
            val result = expiryService.expire(dryRun)
            log.info(
                "point expiry done: members={} points={} cutoff={} dryRun={} in {}ms",
                result.members, result.points, result.cutoff, result.dryRun,
                System.currentTimeMillis() - started,
            )
            if (result.dryRun) {
                return
            }
            slack.post(
                ":hourglass: ポイント失効バッチ完了: 会員 ${"%,d".format(result.members)} 人 / " +
                    "${"%,d".format(result.points)} pt（${result.cutoff.toLocalDate()} より前の付与分）",
            )
        } catch (e: Exception) {
            log.error("point expiry failed", e)
            slack.post(":rotating_light: ポイント失効バッチ失敗: ${e.javaClass.simpleName}: ${e.message}")
            throw e
        }
    }
}
