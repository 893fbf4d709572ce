package com.acme.points;

import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Service;

@Service
public class PointsService {

    private static final Logger log = LoggerFactory.getLogger(PointsService.class);

    private final Map<Long, Member> members = new ConcurrentHashMap<>();
    private final TierPolicy tiers;
    private final Clock clock;

    @Value("${points.expire.months:12}")
    private int expireMonths;

    @Value("${points.expire.enabled:false}")
    private boolean expireEnabled;

    public PointsService(TierPolicy tiers, Clock clock) {
        this.tiers = tiers;
        this.clock = clock;
    }

    public Member member(long id) {
        Member m = members.get(id);
        if (m == null) {
            throw new IllegalArgumentException("no member " + id);
        }
        return m;
    }

    public long earn(long memberId, long orderYuan) {
        Member m = member(memberId);
        TierPolicy.Tier tier = tiers.tierFor(m.getLifetimePoints());
        long points = Math.round(orderYuan * tiers.multiplier(tier));
        m.earn(points, Instant.now(clock));
        log.debug("member {} earned {} points at tier {}", memberId, points, tier);
        return points;
    }

    public TierPolicy.Tier tierOf(Member m) {
        return tiers.tierFor(m.getLifetimePoints());
    }

    public double multiplierOf(TierPolicy.Tier tier) {
        return tiers.multiplier(tier);
    }

    @Scheduled(cron = "${points.expire.cron}")
    public void expireInactive() {
        if (!expireEnabled) {
            log.debug("points expiry disabled, skipping");
            return;
        }
        Instant cutoff = Instant.now(clock).minus(expireMonths * 30L, ChronoUnit.DAYS);
        for (Member m : members.values()) {
            if (m.getLastEarnedAt() != null && m.getLastEarnedAt().isBefore(cutoff)) {
                log.info("expiring {} points of member {}", m.getBalance(), m.getId());
                m.expireAll();
            }
        }
    }
}
