namespace Shopfront.Api.Models;

public class Product
{
    public int Id { get; set; }

    public string Sku { get; set; } = string.Empty;

    public string Name { get; set; } = string.Empty;

    public string Category { get; set; } = string.Empty;

    public string? Description { get; set; }

    public int PriceCents { get; set; }

    public int Stock { get; set; }

    public bool IsActive { get; set; } = true;

    public DateTimeOffset CreatedAt { get; set; }

    public DateTimeOffset? UpdatedAt { get; set; }

    public bool InStock => Stock > 0;

    public override string ToString() => $"{Sku} {Name} ({PriceCents / 100m:0.00})";
}
