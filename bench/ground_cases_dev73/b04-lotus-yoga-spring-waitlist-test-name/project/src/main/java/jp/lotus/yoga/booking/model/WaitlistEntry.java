package jp.lotus.yoga.booking.model;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.time.Instant;

@Entity
public class WaitlistEntry {
    @Id
    private Long id;
    private Long lessonId;
    private String memberName;
    private String email;
    private Instant joinedAt;

    protected WaitlistEntry() {}

    public WaitlistEntry(Long id, Long lessonId, String memberName, String email, Instant joinedAt) {
        this.id = id;
        this.lessonId = lessonId;
        this.memberName = memberName;
        this.email = email;
        this.joinedAt = joinedAt;
    }

    public Long getId() { return id; }
    public Long getLessonId() { return lessonId; }
    public String getMemberName() { return memberName; }
    public String getEmail() { return email; }
    public Instant getJoinedAt() { return joinedAt; }
}
