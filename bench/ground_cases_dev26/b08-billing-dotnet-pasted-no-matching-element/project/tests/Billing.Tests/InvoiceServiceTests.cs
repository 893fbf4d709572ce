using Billing.Domain;
using Billing.Services;
using Microsoft.Extensions.Time.Testing;
using NSubstitute;
using Xunit;

namespace Billing.Tests;

public class InvoiceServiceTests
{
    private readonly IExchangeRateRepository _rates = Substitute.For<IExchangeRateRepository>();
    private readonly InvoiceService _sut;

    public InvoiceServiceTests()
    {
        _sut = new InvoiceService(Substitute.For<IInvoiceRepository>(), _rates, new FakeTimeProvider());
    }

    [Fact]
    public void Jpy_is_returned_as_is()
    {
        Assert.Equal(1200m, _sut.ConvertToJpy(new Money(1200m, "JPY"), new DateOnly(2025, 4, 1)));
    }

    [Fact]
    public void Uses_latest_rate_on_or_before_the_date()
    {
        _rates.GetRates("USD").Returns(new[]
        {
            new ExchangeRate("USD", new DateOnly(2025, 4, 1), 150.2m),
            new ExchangeRate("USD", new DateOnly(2025, 3, 1), 148.0m),
        });

        Assert.Equal(1480m, _sut.ConvertToJpy(new Money(10m, "USD"), new DateOnly(2025, 3, 15)));
    }
}
