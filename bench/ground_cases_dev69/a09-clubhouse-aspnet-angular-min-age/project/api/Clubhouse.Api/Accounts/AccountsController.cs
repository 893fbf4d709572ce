using Microsoft.AspNetCore.Mvc;

namespace Clubhouse.Api.Accounts;

[ApiController]
[Route("api/accounts")]
public sealed class AccountsController(IMemberStore members) : ControllerBase
{
    [HttpPost("signup")]
    public async Task<IActionResult> SignUp(SignUpRequest request, CancellationToken ct)
    {
        if (!request.AcceptTerms)
        {
            ModelState.AddModelError(nameof(request.AcceptTerms), "You have to accept the terms.");
            return ValidationProblem(ModelState);
        }

        if (await members.ExistsAsync(request.Email, ct))
        {
            return Conflict(new { error = "email_taken" });
        }

        var id = await members.CreateAsync(request, ct);
        return CreatedAtAction(nameof(SignUp), new { id }, new { id });
    }
}
