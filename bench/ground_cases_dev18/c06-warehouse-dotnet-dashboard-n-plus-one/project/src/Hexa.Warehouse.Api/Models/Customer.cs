namespace Hexa.Warehouse.Api.Models;

public enum CustomerTier
{
    Standard,
    Silver,
    Gold,
}

public class Customer
{
    public long Id { get; set; }
    public string Name { get; set; } = "";
    public string? Phone { get; set; }
    public CustomerTier Tier { get; set; }
    public string City { get; set; } = "";
    public List<Order> Orders { get; set; } = new();
}
