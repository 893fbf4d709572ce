namespace Loyalty.Api.Data.Entities;

public class Customer
{
    public int Id { get; set; }
    public required string Email { get; set; }
    public string? DisplayName { get; set; }
    public DateTimeOffset CreatedAt { get; set; }
}
