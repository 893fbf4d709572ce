using Microsoft.Extensions.Logging.Abstractions;
using Tixly.Vouchers;
using Xunit;

namespace Tixly.Vouchers.Tests;

public class VoucherServiceTests : IClassFixture<SqliteDbFixture>
{
    private readonly SqliteDbFixture _fx;

    public VoucherServiceTests(SqliteDbFixture fx) => _fx = fx;

    private VoucherService Service() => new(new VoucherRepository(_fx.NewContext()), NullLogger<VoucherService>.Instance);

    [Fact]
    public async Task Validate_accepts_active_voucher_with_dashes_and_lowercase()
    {
        await _fx.SeedAsync(new Voucher { Code = "SUMMER25AB", Amount = 25, ExpiresAtUtc = DateTime.UtcNow.AddDays(3) });
        Assert.Equal(RedeemResult.Ok, await Service().ValidateAsync("summer-25ab", "EUR", default));
    }

    [Fact]
    public async Task Redeem_marks_voucher_used()
    {
        await _fx.SeedAsync(new Voucher { Code = "WINTER10XY", Amount = 10, ExpiresAtUtc = DateTime.UtcNow.AddDays(3) });
        var orderId = Guid.NewGuid();
        Assert.Equal(RedeemResult.Ok, await Service().RedeemAsync("WINTER10XY", orderId, "EUR", default));
        Assert.Equal(RedeemResult.AlreadyUsed, await Service().RedeemAsync("WINTER10XY", Guid.NewGuid(), "EUR", default));
    }
}
