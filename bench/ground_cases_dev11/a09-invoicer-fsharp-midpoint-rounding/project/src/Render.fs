module Invoicer.Render

open System
open System.Globalization
open System.Text
open Invoicer.Domain
open Invoicer.Billing

let private de = CultureInfo.GetCultureInfo "de-DE"

let money (x: decimal) = x.ToString("#,##0.00 €", de)

let private row (sb: StringBuilder) (label: string) (amount: decimal) =
    sb.AppendLine(sprintf "%-64s %15s" label (money amount)) |> ignore

let private header (sb: StringBuilder) (title: string) (number: string) (issued: DateOnly) (customer: Customer) =
    sb.AppendLine(customer.Name) |> ignore

    for line in customer.Address do
        sb.AppendLine(line) |> ignore

    customer.VatId
    |> Option.iter (fun id -> sb.AppendLine("USt-IdNr.: " + id) |> ignore)

    sb.AppendLine() |> ignore
    sb.AppendLine(title + " " + number) |> ignore
    sb.AppendLine("Datum: " + issued.ToString("dd.MM.yyyy", de)) |> ignore
    sb.AppendLine() |> ignore

let private body (sb: StringBuilder) (lines: LineItem list) (totals: Totals) =
    for l in lines do
        sb.AppendLine(
            sprintf "%-40s %8s x %12s %15s" l.Description (l.Quantity.ToString("0.##", de)) (money l.UnitPrice) (money (lineNet l))
        )
        |> ignore

    sb.AppendLine(String('-', 80)) |> ignore
    row sb "Netto" totals.Net

    if totals.Discount <> 0m then
        row sb "Rabatt" -totals.Discount

    for rate, vat in totals.VatByRate do
        row sb ("USt. " + rate.Percent.ToString("0", de) + " %") vat

    row sb "Gesamtbetrag" totals.Gross

let invoiceText (inv: Invoice) =
    let sb = StringBuilder()
    header sb "Rechnung" inv.Number inv.Issued inv.Customer
    body sb inv.Lines (invoiceTotals inv)
    sb.AppendLine() |> ignore
    sb.AppendLine("Zahlbar bis " + (dueDate inv).ToString("dd.MM.yyyy", de) + " ohne Abzug.") |> ignore
    sb.ToString()

let creditNoteText (note: CreditNote) =
    let sb = StringBuilder()
    header sb "Gutschrift" note.Number note.Issued note.Customer
    sb.AppendLine("zur Rechnung " + note.RefersTo) |> ignore
    sb.AppendLine() |> ignore
    body sb note.Lines (creditNoteTotals note)
    sb.ToString()
