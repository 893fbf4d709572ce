using Acme.Billing.Models;
using Acme.Billing.Services;
using Xunit;

public class CustomerFormatterTests
{
    [Fact]
    public void InitialsWithoutMiddleName()
    {
        var c = new Customer { FirstName = "Ana", LastName = "Lima" };
        Assert.Equal("AL", CustomerFormatter.FormatInitials(c));
    }
}
