using Microsoft.EntityFrameworkCore;
using Todo.Api.Data;
using Todo.Api.Endpoints;
using Todo.Api.Services;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<AppDbContext>(o =>
    o.UseSqlite(builder.Configuration.GetConnectionString("Default")));
builder.Services.AddScoped<TodoService>();
builder.Services.AddSingleton(TimeProvider.System);

var app = builder.Build();

app.MapTodoEndpoints();

app.Run();

public partial class Program { }
