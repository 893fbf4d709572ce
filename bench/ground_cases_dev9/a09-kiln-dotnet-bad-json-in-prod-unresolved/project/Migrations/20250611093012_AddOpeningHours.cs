using Microsoft.EntityFrameworkCore.Migrations;

#nullable disable

namespace Kiln.Api.Migrations
{
    public partial class AddOpeningHours : Migration
    {
        protected override void Up(MigrationBuilder migrationBuilder)
        {
            migrationBuilder.AddColumn<string>(
                name: "OpeningHoursJson",
                table: "Studios",
                type: "text",
                nullable: false,
                defaultValue: "{}");
        }

        protected override void Down(MigrationBuilder migrationBuilder)
        {
            migrationBuilder.DropColumn(name: "OpeningHoursJson", table: "Studios");
        }
    }
}
