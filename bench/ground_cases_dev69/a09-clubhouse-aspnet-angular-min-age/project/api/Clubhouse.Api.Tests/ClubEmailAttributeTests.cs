using Clubhouse.Api.Validation;
using Xunit;

namespace Clubhouse.Api.Tests;

public class ClubEmailAttributeTests
{
    private readonly ClubEmailAttribute _attr = new();

    [Theory]
    [InlineData("anna@example.de")]
    [InlineData("j.doe@mail.example.co.uk")]
    [InlineData("name+club@gmail.com")]
    [InlineData("o'brien@example.ie")]
    public void Accepts(string email) => Assert.True(_attr.IsValid(email));

    [Theory]
    [InlineData("anna@example")]
    [InlineData("anna example.de")]
    [InlineData("")]
    public void Rejects(string email) => Assert.False(_attr.IsValid(email));
}
