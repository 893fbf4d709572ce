using HrPortal.Api.Data;
using HrPortal.Api.Models;
using Microsoft.EntityFrameworkCore;

namespace HrPortal.Api.Services;

public class EmployeeService
{
    private readonly AppDbContext _db;

    public EmployeeService(AppDbContext db)
    {
        _db = db;
    }

    public async Task<PagedResult<EmployeeDto>> ListAsync(string? keyword, int page, int pageSize, CancellationToken ct)
    {
        var query = _db.Employees.AsNoTracking().Where(e => e.Active);
        if (!string.IsNullOrWhiteSpace(keyword))
        {
            query = query.Where(e => e.Name.Contains(keyword) || e.EmployeeNo.StartsWith(keyword));
        }

        var total = await query.CountAsync(ct);
        var items = await query
            .OrderBy(e => e.EmployeeNo)
            .Skip((page - 1) * pageSize)
            .Take(pageSize)
            .Select(e => new EmployeeDto(e.Id, e.EmployeeNo, e.Name, e.Email, e.Department!.Name, e.HireDate, e.Active))
            .ToListAsync(ct);
        return new PagedResult<EmployeeDto>(items, total, page, pageSize);
    }

    public async Task<EmployeeDto?> GetAsync(int id, CancellationToken ct)
    {
        return await _db.Employees.AsNoTracking()
            .Where(e => e.Id == id)
            .Select(e => new EmployeeDto(e.Id, e.EmployeeNo, e.Name, e.Email, e.Department!.Name, e.HireDate, e.Active))
            .FirstOrDefaultAsync(ct);
    }
}
