using Microsoft.AspNetCore.Mvc;
using Shop.Api.Pricing;

namespace Shop.Api.Controllers;

[ApiController]
[Route("cart")]
public sealed class CartController : ControllerBase
{
    private readonly PriceCalculator _calculator;
    private readonly CouponValidator _coupons;
    private readonly ILogger<CartController> _logger;

    public CartController(PriceCalculator calculator, CouponValidator coupons, ILogger<CartController> logger)
    {
        _calculator = calculator;
        _coupons = coupons;
        _logger = logger;
    }

    public sealed record QuoteRequest(List<CartLine> Lines, string? CouponCode);

    [HttpPost("quote")]
    public IActionResult Quote(QuoteRequest request)
    {
        Coupon? coupon = null;
        if (!string.IsNullOrWhiteSpace(request.CouponCode))
        {
            var (found, problem) = _coupons.Check(request.CouponCode);
            if (problem != CouponProblem.None)
            {
                _logger.LogWarning("Coupon {Code} rejected: {Problem}", request.CouponCode, problem);
                return UnprocessableEntity(new { error = "coupon_" + problem.ToString().ToLowerInvariant() });
            }
            coupon = found;
        }
        return Ok(_calculator.Calculate(request.Lines, coupon));
    }
}
