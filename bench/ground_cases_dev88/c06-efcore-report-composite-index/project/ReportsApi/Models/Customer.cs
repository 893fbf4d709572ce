namespace ReportsApi.Models;

public class Customer
{
    public long Id { get; set; }
    public string Name { get; set; } = "";
    public string Tier { get; set; } = "standard";
    public DateTime CreatedAt { get; set; }
    public List<Order> Orders { get; set; } = new();
}
