using Tixly.Vouchers;
using Xunit;

namespace Tixly.Vouchers.Tests;

public class VoucherRepositoryTests : IClassFixture<SqliteDbFixture>
{
    private readonly SqliteDbFixture _fx;

    public VoucherRepositoryTests(SqliteDbFixture fx) => _fx = fx;

    [Fact]
    public async Task ListAsync_pages_are_disjoint_and_cover_all_vouchers()
    {
        var campaign = Guid.NewGuid();
        var created = new DateTime(2025, 11, 1, 12, 0, 0, DateTimeKind.Utc);
        // same CreatedAtUtc for all of them, so only the Id tie-breaker gives a stable order
        var vouchers = Enumerable.Range(0, 45)
            .Select(i => new Voucher { Id = Guid.NewGuid(), Code = $"PAGE{i:D4}", CampaignId = campaign, CreatedAtUtc = created, ExpiresAtUtc = created.AddDays(30) })
            .ToArray();
        await _fx.SeedAsync(vouchers);
        var repo = new VoucherRepository(_fx.NewContext());

        var seen = new List<string>();
        for (var page = 1; page <= 3; page++)
        {
            var result = await repo.ListAsync(campaign, page, 20, default);
            Assert.Equal(45, result.Total);
            seen.AddRange(result.Items.Select(v => v.Code));
        }

        Assert.Equal(45, seen.Count);
        Assert.Equal(45, seen.Distinct().Count());
    }
}
