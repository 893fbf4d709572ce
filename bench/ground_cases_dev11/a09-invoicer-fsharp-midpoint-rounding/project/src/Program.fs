module Invoicer.Program

open System
open System.IO
open System.Text.Json
open System.Text.Json.Serialization
open Invoicer.Domain
open Invoicer.Billing

let private json = JsonFSharpOptions.Default().ToJsonSerializerOptions()

let private load (path: string) : Invoice =
    JsonSerializer.Deserialize<Invoice>(File.ReadAllText path, json)

let private check (inv: Invoice) =
    match validate inv with
    | [] -> inv
    | errors ->
        for e in errors do
            eprintfn "%s: %s" inv.Number e

        exit 1

[<EntryPoint>]
let main argv =
    match argv with
    | [| "totals"; path |] ->
        let inv = load path |> check
        let t = invoiceTotals inv
        printfn "%-10s %12s" "net" (Render.money t.Net)
        printfn "%-10s %12s" "discount" (Render.money t.Discount)

        for rate, vat in t.VatByRate do
            printfn "%-10s %12s" ("vat " + string rate.Percent) (Render.money vat)

        printfn "%-10s %12s" "gross" (Render.money t.Gross)
        0
    | [| "render"; path; out |] ->
        File.WriteAllText(out, load path |> check |> Render.invoiceText)
        0
    | [| "credit"; path; number; out |] ->
        let inv = load path |> check
        let note = creditNoteFor number (DateOnly.FromDateTime DateTime.Today) inv
        File.WriteAllText(out, Render.creditNoteText note)
        0
    | _ ->
        eprintfn "usage: invoicer totals INVOICE.json"
        eprintfn "       invoicer render INVOICE.json OUT.txt"
        eprintfn "       invoicer credit INVOICE.json NUMBER OUT.txt"
        2
