package com.acme.member.service;

import com.acme.member.common.BizException;
import com.acme.member.common.MaskUtils;
import com.acme.member.domain.Coupon;
import com.acme.member.domain.CouponStatus;
import com.acme.member.domain.Member;
import com.acme.member.domain.PointLog;
import com.acme.member.repository.CouponRepository;
import com.acme.member.repository.MemberRepository;
import com.acme.member.repository.PointLogRepository;
import lombok.RequiredArgsConstructor;
import lombok.extern.slf4j.Slf4j;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import java.time.LocalDateTime;
import java.util.List;

@Slf4j
@Service
@RequiredArgsConstructor
public class CouponService {

    private final CouponRepository couponRepository;
    private final MemberRepository memberRepository;
    private final PointLogRepository pointLogRepository;

    /**
     * 会员核销优惠券：校验归属、状态和有效期，标记已使用，并赠送积分。
     */
    public void redeem(Long memberId, Long couponId) {
        Member member = memberRepository.findById(memberId)
                .orElseThrow(() -> new BizException("MEMBER_NOT_FOUND", "会员不存在"));
        Coupon coupon = couponRepository.findById(couponId)
                .orElseThrow(() -> new BizException("COUPON_NOT_FOUND", "优惠券不存在"));
        log.info("member {} phone {} redeem coupon {}", memberId, MaskUtils.phone(member.getPhone()), couponId);

        if (coupon.getOwnerId() != memberId) {
            throw new BizException("COUPON_NOT_OWNED", "优惠券不属于当前会员");
        }
        if (coupon.getStatus() != CouponStatus.UNUSED) {
            throw new BizException("COUPON_USED", "优惠券已使用");
        }
        if (coupon.getExpireAt().isBefore(LocalDateTime.now())) {
            throw new BizException("COUPON_EXPIRED", "优惠券已过期");
        }
        doRedeem(member, coupon);
    }

    @Transactional(rollbackFor = Exception.class)
    private void doRedeem(Member member, Coupon coupon) {
        coupon.setStatus(CouponStatus.USED);
        coupon.setUsedAt(LocalDateTime.now());
        couponRepository.save(coupon);

        int bonus = coupon.getBonusPoints();
        member.setPoints(member.getPoints() + bonus);
        memberRepository.save(member);
        pointLogRepository.save(PointLog.of(member.getId(), bonus, "COUPON:" + coupon.getId()));
    }

    /**
     * 会员当前可用的券，按过期时间升序。
     */
    @Transactional(readOnly = true)
    public List<Coupon> listAvailable(Long memberId) {
        return couponRepository.findByOwnerIdAndStatusAndExpireAtAfterOrderByExpireAtAsc(
                memberId, CouponStatus.UNUSED, LocalDateTime.now());
    }
}
