using Billing.Core;
using Xunit;

namespace Billing.Core.Tests;

public class InvoiceNumberGeneratorTests
{
    private static readonly TimeZoneInfo Tokyo = TimeZoneInfo.FindSystemTimeZoneById("Asia/Tokyo");

    [Fact]
    public async Task Numbers_are_unique()
    {
        var gen = new InvoiceNumberGenerator(new InMemoryInvoiceSequenceStore(), Tokyo);
        var at = new DateTimeOffset(2025, 11, 20, 10, 0, 0, TimeSpan.FromHours(9));

        var a = await gen.NextAsync(at);
        var b = await gen.NextAsync(at);

        Assert.NotEqual(a, b);
        Assert.True(InvoiceNumberGenerator.IsValid(a));
    }

    [Fact]
    public void SequenceOf_parses_the_counter()
    {
        Assert.Equal(42, InvoiceNumberGenerator.SequenceOf("INV-202511-0042"));
    }

    [Fact]
    public async Task Uses_year_and_month_prefix()
    {
        var gen = new InvoiceNumberGenerator(new InMemoryInvoiceSequenceStore(), Tokyo);

        var n = await gen.NextAsync(new DateTimeOffset(2025, 11, 20, 10, 0, 0, TimeSpan.FromHours(9)));

        Assert.Equal("INV-202511-0001", n);
    }
}
