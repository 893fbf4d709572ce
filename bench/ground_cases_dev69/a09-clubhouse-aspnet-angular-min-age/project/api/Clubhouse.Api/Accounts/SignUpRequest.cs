using System.ComponentModel.DataAnnotations;
using Clubhouse.Api.Validation;

namespace Clubhouse.Api.Accounts;

public sealed class SignUpRequest
{
    [Required, StringLength(80, MinimumLength = 2)]
    public string DisplayName { get; set; } = "";

    [Required, ClubEmail]
    public string Email { get; set; } = "";

    [Required, StringLength(128, MinimumLength = 10)]
    public string Password { get; set; } = "";

    [Required, MinimumAge(16)]
    public DateOnly? DateOfBirth { get; set; }

    [Required, RegularExpression("^(de|en|fr)$")]
    public string Language { get; set; } = "de";

    public bool AcceptTerms { get; set; }
}
