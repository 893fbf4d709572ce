package jp.otayori.digest

import jp.otayori.member.MemberRepository
import org.slf4j.LoggerFactory
import org.springframework.scheduling.annotation.Scheduled
import org.springframework.stereotype.Component

@Component
class DigestScheduler(
    private val members: MemberRepository,
    private val digest: DigestService,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    @Scheduled(cron = "\${otayori.digest.cron}", zone = "\${otayori.digest.zone}")
    fun run() {
        var sent = 0
        var failed = 0
        members.findAllActive().forEach { member ->
            try {
                if (digest.sendTo(member)) sent++
            } catch (e: Exception) {
                failed++
                log.warn("digest failed for member {}", member.id, e)
            }
        }
        log.info("digest run finished: sent={} failed={}", sent, failed)
    }
}
