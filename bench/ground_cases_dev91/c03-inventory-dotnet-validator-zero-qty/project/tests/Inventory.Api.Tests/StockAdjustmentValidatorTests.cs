using FluentValidation.TestHelper;
using Inventory.Api.Models;
using Inventory.Api.Validators;
using Xunit;

namespace Inventory.Api.Tests;

public class StockAdjustmentValidatorTests
{
    private readonly StockAdjustmentValidator _v = new();

    [Fact]
    public void Rejects_lowercase_sku() =>
        _v.TestValidate(new StockAdjustment("abc-1", 5, "recount")).ShouldHaveValidationErrorFor(a => a.Sku);

    [Fact]
    public void Accepts_negative_adjustment() =>
        _v.TestValidate(new StockAdjustment("ABC-1", -3, "damaged")).ShouldNotHaveAnyValidationErrors();

    [Fact]
    public void Rejects_empty_reason() =>
        _v.TestValidate(new StockAdjustment("ABC-1", 3, "")).ShouldHaveValidationErrorFor(a => a.Reason);
}
