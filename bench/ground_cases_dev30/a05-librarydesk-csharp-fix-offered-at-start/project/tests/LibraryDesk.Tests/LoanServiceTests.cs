using LibraryDesk.Api.Data;
using LibraryDesk.Api.Models;
using LibraryDesk.Api.Services;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Options;
using Microsoft.Extensions.Time.Testing;

namespace LibraryDesk.Tests;

public class LoanServiceTests
{
    private readonly FakeTimeProvider _clock = new(new DateTimeOffset(2025, 3, 3, 10, 0, 0, TimeSpan.Zero));
    private readonly LibraryContext _db = new(new DbContextOptionsBuilder<LibraryContext>()
        .UseInMemoryDatabase(Guid.NewGuid().ToString()).Options);

    private LoanService Service() => new(_db, _clock, Options.Create(new FeeOptions()), Options.Create(new RenewalOptions()));

    [Fact]
    public async Task Lend_sets_due_date_three_weeks_out()
    {
        var loan = await Service().LendAsync(bookCopyId: 1, memberId: 7);
        Assert.Equal(new DateOnly(2025, 3, 24), loan.DueOn);
    }

    [Fact]
    public async Task Cannot_lend_a_copy_twice()
    {
        await Service().LendAsync(1, 7);
        await Assert.ThrowsAsync<LoanException>(() => Service().LendAsync(1, 8));
    }

    [Fact]
    public async Task Renew_extends_due_date_by_two_weeks()
    {
        var loan = await Service().LendAsync(1, 7);
        var renewed = await Service().RenewAsync(loan.Id);
        Assert.Equal(new DateOnly(2025, 4, 7), renewed.DueOn);
        Assert.Equal(1, renewed.Renewals);
    }

    [Fact]
    public async Task Renew_at_most_twice()
    {
        var loan = await Service().LendAsync(1, 7);
        await Service().RenewAsync(loan.Id);
        await Service().RenewAsync(loan.Id);
        await Assert.ThrowsAsync<LoanException>(() => Service().RenewAsync(loan.Id));
    }

    [Fact]
    public async Task Cannot_renew_overdue_loan()
    {
        var loan = await Service().LendAsync(1, 7);
        _clock.Advance(TimeSpan.FromDays(22));
        await Assert.ThrowsAsync<LoanException>(() => Service().RenewAsync(loan.Id));
    }

    [Fact]
    public void No_fee_when_returned_on_time()
    {
        Assert.Equal(0m, Service().CalculateLateFee(new DateOnly(2025, 3, 24), new DateOnly(2025, 3, 24)));
    }

    [Fact]
    public void Fee_is_capped()
    {
        Assert.Equal(10m, Service().CalculateLateFee(new DateOnly(2025, 1, 1), new DateOnly(2025, 6, 1)));
    }
}
