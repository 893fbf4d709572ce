namespace Catalog.Api.Models;

public class Product
{
    public int Id { get; set; }
    public int CategoryId { get; set; }
    public string Name { get; set; } = "";
    public decimal Price { get; set; }
    public bool IsPublished { get; set; }
}

public class Category
{
    public int Id { get; set; }
    public string Name { get; set; } = "";
    public List<Product> Products { get; set; } = new();
}

public class ProductQuery
{
    public int CategoryId { get; set; }
    public decimal? MaxPrice { get; set; }
    public int Page { get; set; } = 1;
}
