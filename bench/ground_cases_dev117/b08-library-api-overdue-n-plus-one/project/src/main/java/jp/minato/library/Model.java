package jp.minato.library;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import java.time.LocalDate;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

interface LoanRepository extends JpaRepository<Loan, Long> {
    List<Loan> findByReturnedOnIsNullAndDueOnBefore(LocalDate day);

    List<Loan> findByMemberIdAndReturnedOnIsNull(Long memberId);
}

interface BookRepository extends JpaRepository<Book, Long> {
    List<Book> findByIdIn(List<Long> ids);
}

@Entity
class Book {
    @Id
    Long id;
    String title;
    String isbn;
    boolean available = true;

    protected Book() {}

    Book(Long id, String title, String isbn) {
        this.id = id;
        this.title = title;
        this.isbn = isbn;
    }
}

@Entity
class Loan {
    @Id
    @GeneratedValue
    private Long id;
    private Long bookId;
    private Long memberId;
    private LocalDate borrowedOn;
    private LocalDate dueOn;
    private LocalDate returnedOn;
    private int feeYen;

    protected Loan() {}

    public Loan(Long bookId, Long memberId, LocalDate borrowedOn, LocalDate dueOn) {
        this.bookId = bookId;
        this.memberId = memberId;
        this.borrowedOn = borrowedOn;
        this.dueOn = dueOn;
    }

    public Long getId() { return id; }
    public Long getBookId() { return bookId; }
    public Long getMemberId() { return memberId; }
    public LocalDate getBorrowedOn() { return borrowedOn; }
    public LocalDate getDueOn() { return dueOn; }
    public LocalDate getReturnedOn() { return returnedOn; }
    public int getFeeYen() { return feeYen; }

    public void markReturned(LocalDate on, int fee) {
        this.returnedOn = on;
        this.feeYen = fee;
    }
}
