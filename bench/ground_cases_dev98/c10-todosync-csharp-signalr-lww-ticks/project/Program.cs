using System.Text.Json;
using TodoSync.Hubs;
using TodoSync.Sync;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddSignalR(options =>
{
    // phones on flaky networks: ping often, give up on a client only after 45 s of silence
    options.KeepAliveInterval = TimeSpan.FromSeconds(15);
    options.ClientTimeoutInterval = TimeSpan.FromSeconds(45);
}).AddJsonProtocol(options =>
{
    options.PayloadSerializerOptions.PropertyNamingPolicy = JsonNamingPolicy.CamelCase;
});

builder.Services.AddSingleton<TodoStore>();
builder.Services.AddSingleton<ChangeLog>();
builder.Services.AddCors(options => options.AddDefaultPolicy(policy => policy
    .WithOrigins(builder.Configuration.GetSection("AllowedOrigins").Get<string[]>() ?? ["http://localhost:5173"])
    .AllowAnyHeader()
    .AllowAnyMethod()
    .AllowCredentials()));

var app = builder.Build();

app.UseCors();
app.MapHub<TodoHub>("/hubs/todo");
app.MapGet("/lists/{listId}/items", (string listId, TodoStore store) => store.All(listId));
app.MapGet("/healthz", () => Results.Ok(new { ok = true }));

app.Run();
