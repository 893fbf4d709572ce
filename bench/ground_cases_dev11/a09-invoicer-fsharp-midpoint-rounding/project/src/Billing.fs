/// Billing: totals for invoices and credit notes.
/// All amounts are EUR; VAT is computed per rate on the discounted net amounts.
module Invoicer.Billing

open System
open Invoicer.Domain

let round2 (x: decimal) = Math.Round(x, 2)

let lineNet (line: LineItem) = round2 (line.Quantity * line.UnitPrice)

type Totals =
    { Net: decimal
      Discount: decimal
      VatByRate: (VatRate * decimal) list
      Gross: decimal }

let totalsOf (lines: LineItem list) (discountPercent: decimal) =
    let discountFactor = 1m - discountPercent / 100m
    let net = lines |> List.sumBy lineNet
    let discount = round2 (net * discountPercent / 100m)

    let vatByRate =
        lines
        |> List.groupBy (fun l -> l.Vat)
        |> List.map (fun (rate, ls) ->
            let rateNet = ls |> List.sumBy lineNet
            rate, round2 (rateNet * discountFactor * rate.Percent / 100m))
        |> List.filter (fun (_, vat) -> vat <> 0m)
        |> List.sortByDescending (fun (rate, _) -> rate.Percent)

    { Net = net
      Discount = discount
      VatByRate = vatByRate
      Gross = net - discount + (vatByRate |> List.sumBy snd) }

let invoiceTotals (inv: Invoice) = totalsOf inv.Lines inv.DiscountPercent

let dueDate (inv: Invoice) = inv.Issued.AddDays inv.DueDays

let validate (inv: Invoice) =
    [ if List.isEmpty inv.Lines then
          "an invoice needs at least one line"
      if inv.DiscountPercent < 0m || inv.DiscountPercent > 100m then
          "discount must be between 0 and 100 %"
      for l in inv.Lines do
          if String.IsNullOrWhiteSpace l.Description then
              "every line needs a description"
          if l.Quantity <= 0m then
              $"quantity must be positive ({l.Description})" ]

/// A credit note cancelling `inv` completely.
let creditNoteFor (number: string) (issued: DateOnly) (inv: Invoice) : CreditNote =
    { Number = number
      Issued = issued
      RefersTo = inv.Number
      Customer = inv.Customer
      Lines = inv.Lines |> List.map (fun l -> { l with Quantity = -l.Quantity })
      DiscountPercent = inv.DiscountPercent }

let creditNoteTotals (note: CreditNote) = totalsOf note.Lines note.DiscountPercent
