package jp.minato.library;

import java.time.Clock;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import org.springframework.stereotype.Service;

@Service
public class LoanService {
    static final int LOAN_DAYS = 14;
    static final int FEE_PER_DAY = 10;

    private final LoanRepository loans;
    private final BookRepository books;
    private final Clock clock;

    public LoanService(LoanRepository loans, BookRepository books, Clock clock) {
        this.loans = loans;
        this.books = books;
        this.clock = clock;
    }

    public Loan borrow(Long bookId, Long memberId) {
        Book book = books.findById(bookId).orElseThrow(() -> new IllegalArgumentException("no book " + bookId));
        if (!book.available) {
            throw new IllegalStateException("book " + bookId + " is on loan");
        }
        book.available = false;
        books.save(book);
        LocalDate today = LocalDate.now(clock);
        return loans.save(new Loan(bookId, memberId, today, today.plusDays(LOAN_DAYS)));
    }

    public Loan returnBook(Long loanId) {
        Loan loan = loans.findById(loanId).orElseThrow(() -> new IllegalArgumentException("no loan " + loanId));
        LocalDate today = LocalDate.now(clock);
        loan.markReturned(today, lateFee(loan.getDueOn(), today));
        Book book = books.findById(loan.getBookId()).orElseThrow();
        book.available = true;
        books.save(book);
        return loans.save(loan);
    }

    /** Days late, 10 yen each. */
    static int lateFee(LocalDate due, LocalDate returned) {
        long days = ChronoUnit.DAYS.between(due, returned);
        if (days <= 0) {
            return 0;
        }
        return (int) days * FEE_PER_DAY;
    }

    public List<OverdueRow> listOverdue() {
        List<OverdueRow> rows = new ArrayList<>();
        for (Loan loan : loans.findByReturnedOnIsNullAndDueOnBefore(LocalDate.now(clock))) {
            Book book = books.findById(loan.getBookId()).orElseThrow();
            rows.add(new OverdueRow(loan.getId(), book.title, loan.getMemberId(), loan.getDueOn()));
        }
        return rows;
    }

    public record OverdueRow(Long loanId, String title, Long memberId, LocalDate dueOn) {}
}
