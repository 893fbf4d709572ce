using Microsoft.EntityFrameworkCore;
using WarehouseApi.Data;
using WarehouseApi.Services;

var builder = WebApplication.CreateBuilder(args);

var conn = builder.Configuration.GetConnectionString("Wms")!;
builder.Services.AddDbContext<WarehouseDbContext>(o =>
    o.UseMySql(conn, ServerVersion.AutoDetect(conn)));
builder.Services.AddScoped<ShipmentService>();
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
