using Clubhouse.Api.Accounts;

var builder = WebApplication.CreateBuilder(args);
builder.Services.AddControllers();
builder.Services.AddSingleton<IMemberStore, InMemoryMemberStore>();
builder.Services.AddSingleton(TimeProvider.System);

var app = builder.Build();
app.MapControllers();
app.Run();

public partial class Program { }
