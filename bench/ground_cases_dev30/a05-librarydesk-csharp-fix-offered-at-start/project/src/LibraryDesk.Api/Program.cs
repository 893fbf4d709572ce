using LibraryDesk.Api.Data;
using LibraryDesk.Api.Services;
using Microsoft.EntityFrameworkCore;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<LibraryContext>(o => o.UseNpgsql(builder.Configuration.GetConnectionString("Library")));
builder.Services.Configure<FeeOptions>(builder.Configuration.GetSection("Fees"));
builder.Services.Configure<RenewalOptions>(builder.Configuration.GetSection("Renewals"));
builder.Services.AddSingleton(TimeProvider.System);
builder.Services.AddScoped<LoanService>();
builder.Services.AddControllers();
builder.Services.AddEndpointsApiExplorer();
builder.Services.AddSwaggerGen();

var app = builder.Build();

if (app.Environment.IsDevelopment())
{
    app.UseSwagger();
    app.UseSwaggerUI();
}

app.MapControllers();
app.Run();

public partial class Program;
