using ClosedXML.Excel;
using HrPortal.Api.Data;
using Microsoft.EntityFrameworkCore;

namespace HrPortal.Api.Services;

public class ExportService
{
    private readonly AppDbContext _db;
    private readonly IConfiguration _config;

    public ExportService(AppDbContext db, IConfiguration config)
    {
        _db = db;
        _config = config;
    }

    public async Task<byte[]> EmployeesXlsxAsync(int? departmentId, CancellationToken ct)
    {
        _db.Database.SetCommandTimeout(_config.GetValue("Export:CommandTimeoutSeconds", 30));
        var maxRows = _config.GetValue("Export:MaxRows", 50000);

        var query = _db.Employees.AsNoTracking().Include(e => e.Department).Where(e => e.Active);
        if (departmentId is not null)
        {
            query = query.Where(e => e.DepartmentId == departmentId);
        }
        var rows = await query.OrderBy(e => e.EmployeeNo).Take(maxRows).ToListAsync(ct);

        using var wb = new XLWorkbook();
        var ws = wb.AddWorksheet("员工");
        ws.Cell(1, 1).InsertData(new[] { new[] { "工号", "姓名", "邮箱", "部门", "入职日期" } });
        var r = 2;
        foreach (var e in rows)
        {
            ws.Cell(r, 1).Value = e.EmployeeNo;
            ws.Cell(r, 2).Value = e.Name;
            ws.Cell(r, 3).Value = e.Email ?? "";
            ws.Cell(r, 4).Value = e.Department?.Name ?? "";
            ws.Cell(r, 5).Value = e.HireDate;
            r++;
        }
        ws.Columns().AdjustToContents();

        using var ms = new MemoryStream();
        wb.SaveAs(ms);
        return ms.ToArray();
    }
}
