using Microsoft.EntityFrameworkCore;

namespace Tixly.Vouchers;

public class VoucherRepository
{
    private readonly VoucherDbContext _db;

    public VoucherRepository(VoucherDbContext db)
    {
        _db = db;
    }

    public Task<Voucher?> FindByCodeAsync(string code, CancellationToken ct) =>
        _db.Vouchers.SingleOrDefaultAsync(v => v.Code == code, ct);

    public async Task<VoucherPage> ListAsync(Guid campaignId, int page, int pageSize, CancellationToken ct)
    {
        var query = _db.Vouchers.Where(v => v.CampaignId == campaignId);
        var total = await query.CountAsync(ct);
        var items = await query
            .OrderBy(v => v.CreatedAtUtc)
            .ThenBy(v => v.Id)
            .Skip((page - 1) * pageSize)
            .Take(pageSize)
            .AsNoTracking()
            .ToListAsync(ct);
        return new VoucherPage(items, page, pageSize, total);
    }

    public Task SaveAsync(CancellationToken ct) => _db.SaveChangesAsync(ct);
}
