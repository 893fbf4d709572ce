using System.ComponentModel.DataAnnotations;
using System.Text.RegularExpressions;

namespace Clubhouse.Api.Validation;

// Stricter than [EmailAddress] (which only checks for an @): we mail these addresses,
// so reject obvious typos like a missing dot in the domain.
[AttributeUsage(AttributeTargets.Property)]
public sealed partial class ClubEmailAttribute : ValidationAttribute
{
    // Local part: the characters Angular's Validators.email accepts, so client and server agree.
    [GeneratedRegex(@"^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$")]
    private static partial Regex Pattern();

    public ClubEmailAttribute() : base("Email is invalid.") { }

    public override bool IsValid(object? value) =>
        value is string s && Pattern().IsMatch(s.Trim());
}
