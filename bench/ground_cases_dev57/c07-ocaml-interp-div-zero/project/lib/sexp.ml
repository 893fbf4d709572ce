(* Tiny s-expression reader: "(let x 1 (+ x 2))" -> Ast.expr *)
open Ast

exception Parse_error of string

let tokenize s =
  let s = String.concat " ( " (String.split_on_char '(' s) in
  let s = String.concat " ) " (String.split_on_char ')' s) in
  String.split_on_char ' ' s |> List.filter (fun t -> t <> "")

let rec parse_expr = function
  | "(" :: rest -> parse_list rest
  | "true" :: rest -> (Bool true, rest)
  | "false" :: rest -> (Bool false, rest)
  | tok :: rest -> (
      match int_of_string_opt tok with
      | Some n -> (Int n, rest)
      | None -> (Var tok, rest))
  | [] -> raise (Parse_error "unexpected end of input")

and parse_list = function
  | "let" :: x :: rest ->
      let e1, rest = parse_expr rest in
      let e2, rest = parse_expr rest in
      (Let (x, e1, e2), expect_close rest)
  | "fun" :: x :: rest ->
      let body, rest = parse_expr rest in
      (Fun (x, body), expect_close rest)
  | "if" :: rest ->
      let c, rest = parse_expr rest in
      let t, rest = parse_expr rest in
      let f, rest = parse_expr rest in
      (If (c, t, f), expect_close rest)
  | op :: rest when binop_of_string op <> None ->
      let a, rest = parse_expr rest in
      let b, rest = parse_expr rest in
      (Binop (Option.get (binop_of_string op), a, b), expect_close rest)
  | rest ->
      let f, rest = parse_expr rest in
      let a, rest = parse_expr rest in
      (App (f, a), expect_close rest)

and expect_close = function
  | ")" :: rest -> rest
  | _ -> raise (Parse_error "expected )")

let parse s =
  match parse_expr (tokenize s) with
  | e, [] -> e
  | _, _ -> raise (Parse_error "trailing input")
