using Microsoft.EntityFrameworkCore;
using Yadoya.Api.Data;
using Yadoya.Api.Services;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<YadoyaDbContext>(options =>
    options.UseNpgsql(builder.Configuration.GetConnectionString("Default")));
builder.Services.AddScoped<IAvailabilityService, AvailabilityService>();
builder.Services.AddControllers();
builder.Services.AddEndpointsApiExplorer();
builder.Services.AddSwaggerGen();
builder.Services.AddCors(options =>
    options.AddPolicy("DevFrontend", policy =>
        policy.WithOrigins("http://localhost:5173").AllowAnyHeader().AllowAnyMethod()));

var app = builder.Build();

if (app.Environment.IsDevelopment())
{
    app.UseSwagger();
    app.UseSwaggerUI();
    app.UseCors("DevFrontend");
}

app.UseHttpsRedirection();
app.MapControllers();

app.Run();

public partial class Program { }
