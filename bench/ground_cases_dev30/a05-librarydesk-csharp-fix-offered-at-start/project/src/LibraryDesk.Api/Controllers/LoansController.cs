using LibraryDesk.Api.Services;
using Microsoft.AspNetCore.Mvc;

namespace LibraryDesk.Api.Controllers;

[ApiController]
[Route("loans")]
public class LoansController(LoanService loans) : ControllerBase
{
    public record LendRequest(int BookCopyId, int MemberId);

    [HttpPost]
    public async Task<IActionResult> Lend(LendRequest request)
    {
        try
        {
            var loan = await loans.LendAsync(request.BookCopyId, request.MemberId);
            return CreatedAtAction(nameof(Lend), new { id = loan.Id }, loan);
        }
        catch (LoanException e)
        {
            return BadRequest(new { error = e.Message });
        }
    }

    [HttpPost("{id:int}/renew")]
    public async Task<IActionResult> Renew(int id)
    {
        try
        {
            var loan = await loans.RenewAsync(id);
            return Ok(new { loan.Id, loan.DueOn, loan.Renewals });
        }
        catch (LoanConflictException e)
        {
            return Conflict(new { error = e.Message });
        }
        catch (LoanException e)
        {
            return BadRequest(new { error = e.Message });
        }
    }

    [HttpPost("{id:int}/return")]
    public async Task<IActionResult> Return(int id)
    {
        try
        {
            var loan = await loans.ReturnAsync(id);
            return Ok(new { loan.Id, loan.ReturnedOn, loan.FeeCharged });
        }
        catch (LoanException e)
        {
            return BadRequest(new { error = e.Message });
        }
    }
}
