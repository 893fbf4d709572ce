using System.ComponentModel.DataAnnotations;

namespace ShopAccounts.Models;

public record RegisterRequest(
    [property: Required, EmailAddress] string Email,
    [property: Required] string Password,
    [property: Required, MaxLength(40)] string DisplayName);

public record ConfirmEmailRequest(
    [property: Required] string UserId,
    [property: Required] string Token);

public record LoginRequest(
    [property: Required, EmailAddress] string Email,
    [property: Required] string Password,
    bool RememberMe);

public record ForgotPasswordRequest(
    [property: Required, EmailAddress] string Email);

public record ResetPasswordRequest(
    [property: Required, EmailAddress] string Email,
    [property: Required] string Token,
    [property: Required] string NewPassword);
