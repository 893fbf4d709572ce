module Invoicer.Domain

open System

type VatRate =
    | Standard // 19 %
    | Reduced // 7 %
    | Exempt

    member this.Percent =
        match this with
        | Standard -> 19m
        | Reduced -> 7m
        | Exempt -> 0m

type LineItem =
    { Description: string
      Quantity: decimal
      UnitPrice: decimal
      Vat: VatRate }

type Customer =
    { Name: string
      Address: string list
      VatId: string option }

type Invoice =
    { Number: string
      Issued: DateOnly
      DueDays: int
      Customer: Customer
      Lines: LineItem list
      DiscountPercent: decimal }

/// Cancels an invoice (fully): the same lines with negated quantities.
type CreditNote =
    { Number: string
      Issued: DateOnly
      RefersTo: string
      Customer: Customer
      Lines: LineItem list
      DiscountPercent: decimal }
