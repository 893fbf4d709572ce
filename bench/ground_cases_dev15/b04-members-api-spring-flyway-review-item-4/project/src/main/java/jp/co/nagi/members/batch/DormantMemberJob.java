package jp.co.nagi.members.batch;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.List;
import jp.co.nagi.members.domain.Member;
import jp.co.nagi.members.repository.MemberRepository;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/** 90日ログインのない会員を抽出する。通知や状態変更はまだしない。 */
@Component
public class DormantMemberJob {

    private static final Logger log = LoggerFactory.getLogger(DormantMemberJob.class);
    static final int DORMANT_DAYS = 90;

    private final MemberRepository members;
    private final Clock clock;

    public DormantMemberJob(MemberRepository members, Clock clock) {
        this.members = members;
        this.clock = clock;
    }

    @Scheduled(cron = "0 30 4 * * *", zone = "Asia/Tokyo")
    @Transactional(readOnly = true)
    public List<Member> run() {
        OffsetDateTime cutoff = OffsetDateTime.now(clock).minusDays(DORMANT_DAYS);
        List<Member> dormant = members.findDormant(cutoff);
        log.info("dormant members: {} (last login before {})", dormant.size(), cutoff);
        return dormant;
    }
}
