using Microsoft.Extensions.Options;
using Payments.Api.Adyen;
using Xunit;

namespace Payments.Tests;

public class HmacValidatorTests
{
    // Adyen のドキュメントにあるテスト用キーと署名
    private const string Key = "44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056";

    private static HmacValidator Validator(string key)
    {
        var monitor = new StaticMonitor(new AdyenOptions { HmacKey = key });
        return new HmacValidator(monitor);
    }

    private static NotificationItem Item(string signature) => new(
        "7914073381342284", null, "TestMerchant", "TestPayment-1407325143704",
        new Amount(1130, "EUR"), "AUTHORISATION", "true",
        new Dictionary<string, string> { ["hmacSignature"] = signature });

    [Fact]
    public void AcceptsDocumentedSignature()
    {
        Assert.True(Validator(Key).IsValid(Item("coqCmt/IZ4E3CzPvMY8zTjQVL5hYJUiBRg8UU+iCWo0=")));
    }

    [Fact]
    public void RejectsTamperedSignature()
    {
        Assert.False(Validator(Key).IsValid(Item("AAAAmt/IZ4E3CzPvMY8zTjQVL5hYJUiBRg8UU+iCWo0=")));
    }

    private sealed class StaticMonitor(AdyenOptions value) : IOptionsMonitor<AdyenOptions>
    {
        public AdyenOptions CurrentValue => value;

        public AdyenOptions Get(string? name) => value;

        public IDisposable? OnChange(Action<AdyenOptions, string?> listener) => null;
    }
}
