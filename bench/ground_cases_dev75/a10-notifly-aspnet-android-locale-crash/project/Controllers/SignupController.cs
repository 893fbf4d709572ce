using Microsoft.AspNetCore.Mvc;
using Notifly.Data;
using Notifly.Email;

namespace Notifly.Controllers;

[ApiController]
[Route("api/signup")]
public class SignupController(AppDb db, EmailComposer composer, IMailSender mail) : ControllerBase
{
    public record SignupRequest(string Email, string DisplayName, string? Locale);

    [HttpPost]
    public async Task<IActionResult> Post(SignupRequest req, CancellationToken ct)
    {
        var user = new User
        {
            Email = req.Email.Trim().ToLowerInvariant(),
            DisplayName = req.DisplayName.Trim(),
            Locale = req.Locale ?? "en",
            CreatedAt = DateTime.UtcNow,
        };
        db.Users.Add(user);
        await db.SaveChangesAsync(ct);

        var confirmUrl = Url.ActionLink("Confirm", "Account", new { id = user.Id }) ?? "";
        await mail.SendAsync(composer.Welcome(user, confirmUrl), ct);
        return Created($"/api/users/{user.Id}", new { user.Id });
    }
}
