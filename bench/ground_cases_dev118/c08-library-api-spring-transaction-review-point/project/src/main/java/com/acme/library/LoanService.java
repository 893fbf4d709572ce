package com.acme.library;

import java.time.Clock;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.stereotype.Service;

@Service
public class LoanService {
    private final LoanRepository loans;
    private final BookRepository books;
    private final Clock clock;
    private final long feePerDay;
    private final long maxFee;

    public LoanService(LoanRepository loans, BookRepository books, Clock clock,
                       @Value("${library.fee-per-day-cents}") long feePerDay,
                       @Value("${library.max-fee-cents}") long maxFee) {
        this.loans = loans;
        this.books = books;
        this.clock = clock;
        this.feePerDay = feePerDay;
        this.maxFee = maxFee;
    }

    public record OverdueRow(long loanId, String memberName, String bookTitle, LocalDate dueDate, long feeCents) {}

    /** One query per page: member and book are fetched with the loans (see LoanRepository.findOverdue). */
    public Page<OverdueRow> overdue(Pageable pageable) {
        LocalDate today = LocalDate.now(clock);
        Page<Loan> page = loans.findOverdue(today, pageable);
        return page.map(l -> toRow(l, today));
    }

    private OverdueRow toRow(Loan l, LocalDate today) {
        return new OverdueRow(l.getId(), l.getMember().getName(), l.getBook().getTitle(), l.getDueDate(), fee(l, today));
    }

    public long fee(Loan loan, LocalDate today) {
        long days = ChronoUnit.DAYS.between(loan.getDueDate(), today);
        return days <= 0 ? 0 : Math.min(days * feePerDay, maxFee);
    }

    public Loan returnBook(long loanId) {
        Loan loan = loans.findById(loanId).orElseThrow(() -> new LoanNotFoundException(loanId));
        if (loan.getReturnedAt() != null) {
            return loan;
        }
        loan.setReturnedAt(LocalDate.now(clock));
        loans.save(loan);
        Book book = loan.getBook();
        book.setAvailableCopies(book.getAvailableCopies() + 1);
        books.save(book);
        return loan;
    }
}

class LoanNotFoundException extends RuntimeException {
    LoanNotFoundException(long loanId) {
        super("loan " + loanId + " not found");
    }
}
