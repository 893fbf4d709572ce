using FluentValidation;
using Inventory.Api.Models;

namespace Inventory.Api.Validators;

public class StockAdjustmentValidator : AbstractValidator<StockAdjustment>
{
    public StockAdjustmentValidator()
    {
        RuleFor(a => a.Sku)
            .NotEmpty()
            .MaximumLength(64)
            .Matches("^[A-Z0-9-]+$").WithMessage("SKU may only contain A-Z, 0-9 and '-'");

        RuleFor(a => a.Quantity)
            .GreaterThanOrEqualTo(-10000)
            .LessThanOrEqualTo(10000);

        RuleFor(a => a.Reason)
            .NotEmpty()
            .MaximumLength(50);
    }
}
