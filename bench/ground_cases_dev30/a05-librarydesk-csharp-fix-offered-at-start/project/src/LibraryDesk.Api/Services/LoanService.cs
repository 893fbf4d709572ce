using LibraryDesk.Api.Data;
using LibraryDesk.Api.Models;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Options;

namespace LibraryDesk.Api.Services;

public class FeeOptions
{
    public decimal LateFeePerDay { get; set; } = 0.25m;
    public decimal MaxLateFee { get; set; } = 10m;
}

public class RenewalOptions
{
    public int Days { get; set; } = 14;
    public int MaxPerLoan { get; set; } = 2;
}

public class LoanService(LibraryContext db, TimeProvider clock, IOptions<FeeOptions> fees, IOptions<RenewalOptions> renewals)
{
    public const int LoanDays = 21;

    private DateOnly Today => DateOnly.FromDateTime(clock.GetLocalNow().Date);

    public async Task<Loan> LendAsync(int bookCopyId, int memberId)
    {
        var copyIsOut = await db.Loans.AnyAsync(l => l.BookCopyId == bookCopyId && l.ReturnedOn == null);
        if (copyIsOut)
            throw new LoanException("This copy is already lent out.");

        var loan = new Loan
        {
            BookCopyId = bookCopyId,
            MemberId = memberId,
            LentOn = Today,
            DueOn = Today.AddDays(LoanDays),
        };
        db.Loans.Add(loan);
        await db.SaveChangesAsync();
        return loan;
    }

    public async Task<Loan> ReturnAsync(int loanId)
    {
        var loan = await db.Loans.FindAsync(loanId) ?? throw new LoanException("No such loan.");
        if (!loan.IsOpen)
            throw new LoanException("This loan was already returned.");

        loan.ReturnedOn = Today;
        loan.FeeCharged = CalculateLateFee(loan.DueOn, Today);
        await db.SaveChangesAsync();
        return loan;
    }

    public async Task<Loan> RenewAsync(int loanId)
    {
        var loan = await db.Loans.FindAsync(loanId) ?? throw new LoanException("No such loan.");
        if (!loan.IsOpen)
            throw new LoanException("This loan was already returned.");
        if (Today > loan.DueOn)
            throw new LoanConflictException("Overdue loans cannot be renewed.");
        if (loan.Renewals >= renewals.Value.MaxPerLoan)
            throw new LoanConflictException($"A loan can be renewed at most {renewals.Value.MaxPerLoan} times.");

        loan.DueOn = loan.DueOn.AddDays(renewals.Value.Days);
        loan.Renewals++;
        await db.SaveChangesAsync();
        return loan;
    }

    public decimal CalculateLateFee(DateOnly dueOn, DateOnly returnedOn)
    {
        if (returnedOn <= dueOn)
            return 0m;

        var daysLate = returnedOn.DayNumber - dueOn.DayNumber + 1;
        var fee = daysLate * fees.Value.LateFeePerDay;
        return Math.Min(fee, fees.Value.MaxLateFee);
    }
}

public class LoanException(string message) : Exception(message);

/// <summary>The loan exists but its state doesn't allow the operation (maps to 409).</summary>
public class LoanConflictException(string message) : LoanException(message);
