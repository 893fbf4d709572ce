using Microsoft.EntityFrameworkCore.Migrations;

#nullable disable

namespace Billing.Data.Migrations;

/// <inheritdoc />
public partial class AddInvoiceSequence : Migration
{
    /// <inheritdoc />
    protected override void Up(MigrationBuilder migrationBuilder)
    {
        migrationBuilder.CreateSequence<int>(
            name: "InvoiceNumbers",
            schema: "billing",
            startValue: 1L,
            incrementBy: 1);

        migrationBuilder.CreateIndex(
            name: "IX_Invoices_Year_Sequence",
            schema: "billing",
            table: "Invoices",
            columns: new[] { "Year", "Sequence" });
    }

    /// <inheritdoc />
    protected override void Down(MigrationBuilder migrationBuilder)
    {
        migrationBuilder.DropIndex(
            name: "IX_Invoices_Year_Sequence",
            schema: "billing",
            table: "Invoices");

        migrationBuilder.DropSequence(
            name: "InvoiceNumbers",
            schema: "billing");
    }
}
