package jp.lotus.yoga.booking.model;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.time.OffsetDateTime;

@Entity
public class Lesson {
    @Id
    private Long id;
    private String title;
    private String instructor;
    private OffsetDateTime startsAt;
    private int capacity;
    private int booked;

    protected Lesson() {}

    public Lesson(Long id, String title, String instructor, OffsetDateTime startsAt, int capacity, int booked) {
        this.id = id;
        this.title = title;
        this.instructor = instructor;
        this.startsAt = startsAt;
        this.capacity = capacity;
        this.booked = booked;
    }

    public Long getId() { return id; }
    public String getTitle() { return title; }
    public String getInstructor() { return instructor; }
    public OffsetDateTime getStartsAt() { return startsAt; }
    public int getCapacity() { return capacity; }
    public int getBooked() { return booked; }
    public boolean isFull() { return booked >= capacity; }
    public void release() { booked = Math.max(0, booked - 1); }
    public void take() { booked++; }
}
