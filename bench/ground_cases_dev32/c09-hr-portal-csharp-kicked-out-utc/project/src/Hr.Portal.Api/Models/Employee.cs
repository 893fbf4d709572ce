namespace Hr.Portal.Api.Models;

public class Employee
{
    public int Id { get; set; }
    public string EmployeeNo { get; set; } = "";
    public string Name { get; set; } = "";
    public string DepartmentCode { get; set; } = "";
    public string PasswordHash { get; set; } = "";
    public bool Active { get; set; } = true;
    public List<string> Roles { get; set; } = new();
}
