using Microsoft.EntityFrameworkCore.Migrations;

#nullable disable

namespace Ledgerly.Api.Data.Migrations
{
    /// <inheritdoc />
    public partial class RenameBookedOnToBookedAt : Migration
    {
        /// <inheritdoc />
        protected override void Up(MigrationBuilder migrationBuilder)
        {
            migrationBuilder.DropIndex(
                name: "IX_Entries_AccountId_BookedOn",
                table: "Entries");

            migrationBuilder.RenameColumn(
                name: "BookedOn",
                table: "Entries",
                newName: "BookedAt");
        }

        /// <inheritdoc />
        protected override void Down(MigrationBuilder migrationBuilder)
        {
            migrationBuilder.RenameColumn(
                name: "BookedAt",
                table: "Entries",
                newName: "BookedOn");

            migrationBuilder.CreateIndex(
                name: "IX_Entries_AccountId_BookedOn",
                table: "Entries",
                columns: new[] { "AccountId", "BookedOn" });
        }
    }
}
