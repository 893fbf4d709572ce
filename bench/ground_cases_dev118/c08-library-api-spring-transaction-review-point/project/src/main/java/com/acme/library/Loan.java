package com.acme.library;

import jakarta.persistence.*;
import java.time.LocalDate;

@Entity
@Table(name = "loans")
public class Loan {
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    private Member member;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    private Book book;

    private LocalDate dueDate;
    private LocalDate returnedAt;

    public Long getId() { return id; }
    public Member getMember() { return member; }
    public Book getBook() { return book; }
    public LocalDate getDueDate() { return dueDate; }
    public LocalDate getReturnedAt() { return returnedAt; }
    public void setReturnedAt(LocalDate returnedAt) { this.returnedAt = returnedAt; }

    public boolean isOverdue(LocalDate today) {
        return returnedAt == null && dueDate.isBefore(today);
    }
}

@Entity
@Table(name = "members")
class Member {
    @Id
    private Long id;
    private String name;

    public Long getId() { return id; }
    public String getName() { return name; }
}

@Entity
@Table(name = "books")
class Book {
    @Id
    private Long id;
    private String title;
    private int availableCopies;

    public Long getId() { return id; }
    public String getTitle() { return title; }
    public int getAvailableCopies() { return availableCopies; }
    public void setAvailableCopies(int availableCopies) { this.availableCopies = availableCopies; }
}
