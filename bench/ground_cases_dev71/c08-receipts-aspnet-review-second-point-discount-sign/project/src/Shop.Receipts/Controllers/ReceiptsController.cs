using Microsoft.AspNetCore.Mvc;
using Shop.Receipts.Services;

namespace Shop.Receipts.Controllers;

[ApiController]
[Route("api/receipts")]
public sealed class ReceiptsController : ControllerBase
{
    private readonly IOrderLookup _orders;
    private readonly ReceiptService _receipts;

    public ReceiptsController(IOrderLookup orders, ReceiptService receipts)
    {
        _orders = orders;
        _receipts = receipts;
    }

    [HttpGet("{number}")]
    public IActionResult Get(string number)
    {
        var order = _orders.Find(number);
        if (order is null)
        {
            return NotFound(new { error = $"order {number} not found" });
        }

        var text = _receipts.RenderText(order);
        return Content(text, "text/plain; charset=utf-8");
    }
}
