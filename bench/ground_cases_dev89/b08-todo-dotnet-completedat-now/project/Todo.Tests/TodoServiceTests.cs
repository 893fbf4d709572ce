using Microsoft.Data.Sqlite;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Time.Testing;
using Todo.Api.Data;
using Todo.Api.Models;
using Todo.Api.Services;
using Xunit;

public class TodoServiceTests : IDisposable
{
    private readonly SqliteConnection _conn = new("Data Source=:memory:");
    private readonly AppDbContext _db;
    private readonly FakeTimeProvider _clock = new(new DateTimeOffset(2025, 11, 1, 0, 0, 0, TimeSpan.Zero));

    public TodoServiceTests()
    {
        _conn.Open();
        _db = new AppDbContext(new DbContextOptionsBuilder<AppDbContext>().UseSqlite(_conn).Options);
        _db.Database.EnsureCreated();
    }

    [Fact]
    public async Task Create_TrimsTitle_AndStampsUtc()
    {
        var item = await new TodoService(_db, _clock).CreateAsync(new CreateTodoRequest("  買い物  ", null));
        Assert.Equal("買い物", item.Title);
        Assert.Equal(new DateTime(2025, 11, 1, 0, 0, 0, DateTimeKind.Utc), item.CreatedAt);
    }

    [Fact]
    public async Task List_HidesDoneByDefault()
    {
        var svc = new TodoService(_db, _clock);
        var a = await svc.CreateAsync(new CreateTodoRequest("a", null));
        await svc.CreateAsync(new CreateTodoRequest("b", null));
        await svc.CompleteAsync(a.Id);
        Assert.Single(await svc.ListAsync(includeDone: false));
    }

    public void Dispose() => _conn.Dispose();
}
