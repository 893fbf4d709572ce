package jp.example.salon.reservation;

import java.time.LocalDateTime;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** 予約枠。スタイリスト 1 人 × 30 分単位。capacity は同時に受けられる人数。 */
@Entity
@Table(name = "slots")
public class Slot {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    private long stylistId;
    private LocalDateTime startAt;
    private int capacity;

    protected Slot() {
    }

    public Slot(long stylistId, LocalDateTime startAt, int capacity) {
        this.stylistId = stylistId;
        this.startAt = startAt;
        this.capacity = capacity;
    }

    public Long getId() { return id; }
    public long getStylistId() { return stylistId; }
    public LocalDateTime getStartAt() { return startAt; }
    public int getCapacity() { return capacity; }
}
