using Acme.Accounts.Logging;
using Acme.Accounts.Services;
using Microsoft.AspNetCore.Mvc;

namespace Acme.Accounts.Controllers;

[ApiController]
[Route("api/signup")]
public class SignupController : ControllerBase
{
    private readonly IUserStore _users;
    private readonly IEmailSender _email;
    private readonly ILogger<SignupController> _logger;

    public SignupController(IUserStore users, IEmailSender email, ILogger<SignupController> logger)
    {
        _users = users;
        _email = email;
        _logger = logger;
    }

    public record SignupRequest(string Email, string Password, string? Company);

    [HttpPost]
    public async Task<IActionResult> Post(SignupRequest req, CancellationToken ct)
    {
        if (await _users.ExistsAsync(req.Email, ct))
        {
            _logger.LogInformation("Signup rejected, {MaskedEmail} already registered", LogMasking.MaskEmail(req.Email));
            return Conflict();
        }

        var user = await _users.CreateAsync(req.Email, req.Password, req.Company, ct);
        _logger.LogInformation("New signup {UserId} for {MaskedEmail}", user.Id, LogMasking.MaskEmail(req.Email));
        await _email.SendWelcomeAsync(user, ct);
        return CreatedAtAction(null, new { id = user.Id }, new { user.Id });
    }
}
