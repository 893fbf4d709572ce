using Acme.Billing.Models;

namespace Acme.Billing.Services;

public static class CustomerFormatter
{
    public static string FormatInitials(Customer c)
    {
        var middle = string.IsNullOrWhiteSpace(c.MiddleName) ? "" : c.MiddleName.Trim()[..1];
        return $"{c.FirstName[..1]}{middle}{c.LastName[..1]}".ToUpperInvariant();
    }
}
