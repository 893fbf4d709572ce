using System.Net.Mail;
using Microsoft.AspNetCore.Mvc;
using OrderNotify.Models;
using OrderNotify.Services;

namespace OrderNotify.Controllers;

[ApiController]
[Route("api/notify")]
public class NotifyController : ControllerBase
{
    private readonly EmailTemplateService _emails;
    private readonly SmsSender _sms;
    private readonly SmtpClient _smtp;

    public NotifyController(EmailTemplateService emails, SmsSender sms, SmtpClient smtp)
    {
        _emails = emails;
        _sms = sms;
        _smtp = smtp;
    }

    [HttpPost("order-confirmed")]
    public async Task<IActionResult> OrderConfirmed([FromBody] Order order)
    {
        var smsOk = await _sms.SendOrderConfirmedAsync(order);
        var mailOk = false;
        if (!string.IsNullOrWhiteSpace(order.Email))
        {
            using var message = _emails.OrderConfirmed(order);
            await _smtp.SendMailAsync(message);
            mailOk = true;
        }
        return Ok(new { sms = smsOk, mail = mailOk });
    }
}
