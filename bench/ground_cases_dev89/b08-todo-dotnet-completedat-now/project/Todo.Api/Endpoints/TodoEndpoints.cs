using Todo.Api.Models;
using Todo.Api.Services;

namespace Todo.Api.Endpoints;

public static class TodoEndpoints
{
    public static void MapTodoEndpoints(this WebApplication app)
    {
        var g = app.MapGroup("/todos");

        g.MapGet("/", (TodoService svc, bool includeDone = false, bool overdue = false) =>
            svc.ListAsync(includeDone, overdue));

        g.MapPost("/", async (TodoService svc, CreateTodoRequest req) =>
        {
            if (string.IsNullOrWhiteSpace(req.Title)) return Results.BadRequest("title is required");
            var item = await svc.CreateAsync(req);
            return Results.Created($"/todos/{item.Id}", item);
        });

        g.MapPost("/{id:int}/complete", async (TodoService svc, int id) =>
            await svc.CompleteAsync(id) is { } item ? Results.Ok(item) : Results.NotFound());

        g.MapDelete("/{id:int}", async (TodoService svc, int id) =>
            await svc.DeleteAsync(id) ? Results.NoContent() : Results.NotFound());
    }
}
