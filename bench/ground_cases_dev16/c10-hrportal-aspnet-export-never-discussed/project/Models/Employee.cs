namespace HrPortal.Api.Models;

public class Employee
{
    public int Id { get; set; }
    public string EmployeeNo { get; set; } = "";
    public string Name { get; set; } = "";
    public string? Email { get; set; }
    public int DepartmentId { get; set; }
    public Department? Department { get; set; }
    public DateTime HireDate { get; set; }
    public bool Active { get; set; } = true;
}

public class Department
{
    public int Id { get; set; }
    public string Name { get; set; } = "";
}

public record EmployeeDto(
    int Id,
    string EmployeeNo,
    string Name,
    string? Email,
    string Department,
    DateTime HireDate,
    bool Active);

public record PagedResult<T>(IReadOnlyList<T> Items, int Total, int Page, int PageSize);
