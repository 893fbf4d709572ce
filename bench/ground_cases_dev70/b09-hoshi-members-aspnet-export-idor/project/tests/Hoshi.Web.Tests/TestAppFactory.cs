using System.Net.Http.Json;
using Microsoft.AspNetCore.Mvc.Testing;

namespace Hoshi.Web.Tests;

public class TestAppFactory : WebApplicationFactory<Program>
{
    public async Task<HttpClient> SignedInClientAsync(string email)
    {
        var client = CreateClient(new WebApplicationFactoryClientOptions { AllowAutoRedirect = false });
        var response = await client.PostAsJsonAsync("/test-support/sign-in", new { email });
        response.EnsureSuccessStatusCode();
        return client;
    }
}
