using System.Net;
using System.Net.Http.Json;
using Acme.Projects.Api.Models;
using Xunit;

namespace Acme.Projects.Api.Tests;

public class ProjectEndpointsTests(ApiFactory factory) : IClassFixture<ApiFactory>
{
    private readonly HttpClient _client = factory.CreateAuthenticatedClient("user-1");

    [Fact]
    public async Task Create_then_get_returns_the_project()
    {
        var create = await _client.PostAsJsonAsync("/projects", new CreateProjectRequest("Roadmap", null));
        Assert.Equal(HttpStatusCode.Created, create.StatusCode);
        var created = await create.Content.ReadFromJsonAsync<ProjectDto>();

        var get = await _client.GetFromJsonAsync<ProjectDto>($"/projects/{created!.Id}");
        Assert.Equal("Roadmap", get!.Name);
    }

    [Theory]
    [InlineData("")]
    [InlineData("   ")]
    public async Task Create_with_blank_name_is_400(string name)
    {
        var response = await _client.PostAsJsonAsync("/projects", new CreateProjectRequest(name, null));
        Assert.Equal(HttpStatusCode.BadRequest, response.StatusCode);
    }

    [Fact]
    public async Task Get_unknown_project_is_404()
    {
        var response = await _client.GetAsync($"/projects/{Guid.NewGuid()}");
        Assert.Equal(HttpStatusCode.NotFound, response.StatusCode);
    }

    [Fact]
    public async Task Members_of_someone_elses_project_is_404()
    {
        var other = factory.CreateAuthenticatedClient("user-3");
        var create = await other.PostAsJsonAsync("/projects", new CreateProjectRequest("Private", null));
        var created = await create.Content.ReadFromJsonAsync<ProjectDto>();

        var response = await _client.GetAsync($"/projects/{created!.Id}/members");
        Assert.Equal(HttpStatusCode.NotFound, response.StatusCode);
    }

    [Fact]
    public async Task Anonymous_request_is_401()
    {
        var response = await factory.CreateClient().GetAsync("/projects");
        Assert.Equal(HttpStatusCode.Unauthorized, response.StatusCode);
    }

    [Fact]
    public async Task List_only_shows_own_projects()
    {
        var other = factory.CreateAuthenticatedClient("user-2");
        await other.PostAsJsonAsync("/projects", new CreateProjectRequest("Secret", null));
        var mine = await _client.GetFromJsonAsync<List<ProjectDto>>("/projects");
        Assert.DoesNotContain(mine!, p => p.Name == "Secret");
    }
}
