namespace Acme.Billing.Domain;

public sealed class Customer
{
    public Guid Id { get; set; }
    public string? CompanyName { get; set; }
    public string ContactName { get; set; } = "";
    public string Email { get; set; } = "";

    /// <summary>Null for customers created through the self-service signup (no address step).</summary>
    public Address? BillingAddress { get; set; }

    public DateTimeOffset CreatedAt { get; set; }
}

public sealed class Address
{
    public string PostalCode { get; set; } = "";
    public string Prefecture { get; set; } = "";
    public string City { get; set; } = "";
    public string Line1 { get; set; } = "";
    public string? Line2 { get; set; }
}
