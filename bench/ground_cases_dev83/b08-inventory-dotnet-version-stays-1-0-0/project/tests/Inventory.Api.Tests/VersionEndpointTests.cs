using Inventory.Api.Endpoints;
using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.FileProviders;
using Xunit;

namespace Inventory.Api.Tests;

public class VersionEndpointTests
{
    private sealed class FakeEnv : IHostEnvironment
    {
        public string EnvironmentName { get; set; } = "Testing";
        public string ApplicationName { get; set; } = "Inventory.Api";
        public string ContentRootPath { get; set; } = "/";
        public IFileProvider ContentRootFileProvider { get; set; } = new NullFileProvider();
    }

    [Fact]
    public void ReportsThreePartVersionAndEnvironment()
    {
        var info = VersionEndpoint.Current(new FakeEnv());
        Assert.Matches(@"^\d+\.\d+\.\d+$", info.Version);
        Assert.Equal("Testing", info.Environment);
    }
}
