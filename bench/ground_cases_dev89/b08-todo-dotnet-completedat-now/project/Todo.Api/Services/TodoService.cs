using Microsoft.EntityFrameworkCore;
using Todo.Api.Data;
using Todo.Api.Models;

namespace Todo.Api.Services;

public class TodoService(AppDbContext db, TimeProvider clock)
{
    public Task<List<TodoItem>> ListAsync(bool includeDone, bool overdueOnly = false)
    {
        var now = clock.GetUtcNow().UtcDateTime;
        return db.Todos
            .Where(t => includeDone || t.CompletedAt == null)
            .Where(t => !overdueOnly || (t.CompletedAt == null && t.DueAt != null && t.DueAt < now))
            .OrderBy(t => t.DueAt ?? DateTime.MaxValue)
            .ToListAsync();
    }

    public async Task<TodoItem> CreateAsync(CreateTodoRequest req)
    {
        var item = new TodoItem { Title = req.Title.Trim(), DueAt = req.DueAt, CreatedAt = clock.GetUtcNow().UtcDateTime };
        db.Todos.Add(item);
        await db.SaveChangesAsync();
        return item;
    }

    public async Task<TodoItem?> CompleteAsync(int id)
    {
        var item = await db.Todos.FindAsync(id);
        if (item is null) return null;
        item.CompletedAt = DateTime.Now;
        await db.SaveChangesAsync();
        return item;
    }

    public async Task<bool> DeleteAsync(int id)
    {
        var deleted = await db.Todos.Where(t => t.Id == id).ExecuteDeleteAsync();
        return deleted > 0;
    }
}
