using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;
using Shop.Api.Data;
using Shop.Api.Domain;
using Shop.Api.Services;

namespace Shop.Api.Controllers;

[ApiController]
[Route("api/orders")]
public sealed class OrdersController : ControllerBase
{
    private readonly ShopDb _db;
    private readonly IDiscountService _discounts;
    private readonly IEmailQueue _emails;

    public OrdersController(ShopDb db, IDiscountService discounts, IEmailQueue emails)
    {
        _db = db;
        _discounts = discounts;
        _emails = emails;
    }

    [HttpPost("{id:int}/confirm")]
    public async Task<IActionResult> Confirm(int id, CancellationToken ct)
    {
        var order = await _db.Orders
            .Include(o => o.Customer)
            .Include(o => o.Lines)
            .SingleOrDefaultAsync(o => o.Id == id, ct);
        if (order is null)
        {
            return NotFound();
        }

        var cart = order.ToCart();
        var coupon = order.CouponCode is null ? null : await _db.Coupons.SingleOrDefaultAsync(c => c.Code == order.CouponCode, ct);
        var result = _discounts.Apply(cart, coupon);

        order.Confirm(result.Total, result.Discount);
        await _db.SaveChangesAsync(ct);
        await _emails.EnqueueConfirmation(order.Customer.Email, order.Number, result.Total, ct);

        return Ok(new { order.Id, order.Number, result.Subtotal, result.Discount, result.Total });
    }
}
