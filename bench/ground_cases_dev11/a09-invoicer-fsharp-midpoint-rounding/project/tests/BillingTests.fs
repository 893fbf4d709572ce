module Invoicer.Tests.BillingTests

open System
open Xunit
open Invoicer.Domain
open Invoicer.Billing

let customer =
    { Name = "Muster GmbH"
      Address = [ "Hauptstr. 1"; "10115 Berlin" ]
      VatId = None }

let line desc qty price vat =
    { Description = desc
      Quantity = qty
      UnitPrice = price
      Vat = vat }

let invoice lines discount : Invoice =
    { Number = "2024-0001"
      Issued = DateOnly(2024, 3, 1)
      DueDays = 14
      Customer = customer
      Lines = lines
      DiscountPercent = discount }

[<Fact>]
let ``net is the sum of the line nets`` () =
    let t = invoiceTotals (invoice [ line "Beratung" 2m 95m Standard; line "Buch" 1m 24.90m Reduced ] 0m)
    Assert.Equal(214.90m, t.Net)

[<Fact>]
let ``vat is computed per rate`` () =
    let t = invoiceTotals (invoice [ line "Beratung" 2m 95m Standard; line "Buch" 1m 24.90m Reduced ] 0m)
    Assert.Equal<(VatRate * decimal) list>([ Standard, 36.10m; Reduced, 1.74m ], t.VatByRate)
    Assert.Equal(252.74m, t.Gross)

[<Fact>]
let ``exempt lines add no vat row`` () =
    let t = invoiceTotals (invoice [ line "Schulung" 1m 500m Exempt ] 0m)
    Assert.Empty(t.VatByRate)
    Assert.Equal(500m, t.Gross)

[<Fact>]
let ``discount reduces net and vat`` () =
    let t = invoiceTotals (invoice [ line "Beratung" 10m 100m Standard ] 10m)
    Assert.Equal(100m, t.Discount)
    Assert.Equal<(VatRate * decimal) list>([ Standard, 171m ], t.VatByRate)
    Assert.Equal(1071m, t.Gross)

[<Fact>]
let ``due date adds the payment terms`` () =
    Assert.Equal(DateOnly(2024, 3, 15), dueDate (invoice [ line "x" 1m 1m Standard ] 0m))

[<Fact>]
let ``validate rejects empty invoices and bad quantities`` () =
    Assert.Contains("an invoice needs at least one line", validate (invoice [] 0m))
    Assert.Contains("quantity must be positive (Buch)", validate (invoice [ line "Buch" 0m 10m Reduced ] 0m))

[<Fact>]
let ``credit note negates the totals`` () =
    let inv = invoice [ line "Beratung" 2m 95m Standard; line "Buch" 1m 24.90m Reduced ] 5m
    let note = creditNoteFor "G-2024-0001" (DateOnly(2024, 4, 2)) inv
    Assert.Equal("2024-0001", note.RefersTo)
    Assert.Equal(-(invoiceTotals inv).Gross, (creditNoteTotals note).Gross)
