package com.cruxgym.checkin;

import com.cruxgym.member.Member;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import java.time.LocalDateTime;

@Entity
public class CheckIn {
    public enum Source { DOOR_SCANNER, FRONT_DESK }

    @Id
    @GeneratedValue
    private Long id;

    /** Null for day-pass guests, who check in with a guest pass code instead. */
    @ManyToOne(fetch = FetchType.LAZY, optional = true)
    private Member member;

    private String guestPassCode;

    private LocalDateTime checkedInAt;

    @Enumerated(EnumType.STRING)
    private Source source;

    private boolean voided;

    protected CheckIn() {}

    public Long getId() { return id; }
    public Member getMember() { return member; }
    public String getGuestPassCode() { return guestPassCode; }
    public LocalDateTime getCheckedInAt() { return checkedInAt; }
    public Source getSource() { return source; }
    public boolean isVoided() { return voided; }
}
