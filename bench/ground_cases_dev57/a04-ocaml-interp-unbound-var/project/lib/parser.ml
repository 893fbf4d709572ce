(* CS 421 MP3: tokenizer and recursive-descent parser *)
[@@@warning "-8"]
open Ast

type token = INT of int | ID of string | KW of string | SYM of string | EOF

let keywords = [ "let"; "in"; "if"; "then"; "else"; "fun"; "true"; "false" ]

let tokenize (s : string) : token list =
  let n = String.length s in
  let rec go i acc =
    if i >= n then List.rev (EOF :: acc)
    else
      match s.[i] with
      | ' ' | '\n' | '\t' -> go (i + 1) acc
      | '0' .. '9' ->
          let j = ref i in
          while !j < n && s.[!j] >= '0' && s.[!j] <= '9' do incr j done;
          go !j (INT (int_of_string (String.sub s i (!j - i))) :: acc)
      | 'a' .. 'z' | '_' ->
          let j = ref i in
          while !j < n && (match s.[!j] with 'a' .. 'z' | '0' .. '9' | '_' -> true | _ -> false) do incr j done;
          let w = String.sub s i (!j - i) in
          go !j ((if List.mem w keywords then KW w else ID w) :: acc)
      | '-' when i + 1 < n && s.[i + 1] = '>' -> go (i + 2) (SYM "->" :: acc)
      | c -> go (i + 1) (SYM (String.make 1 c) :: acc)
  in
  go 0 []

let expect t (t' :: rest) = if t = t' then rest else failwith "parse error"

let rec parse_expr toks =
  match toks with
  | KW "let" :: ID x :: SYM "=" :: rest ->
      let e1, rest = parse_expr rest in
      let e2, rest = parse_expr (expect (KW "in") rest) in
      (Let (x, e1, e2), rest)
  | KW "if" :: rest ->
      let c, rest = parse_expr rest in
      let t, rest = parse_expr (expect (KW "then") rest) in
      let f, rest = parse_expr (expect (KW "else") rest) in
      (If (c, t, f), rest)
  | KW "fun" :: ID x :: SYM "->" :: rest ->
      let b, rest = parse_expr rest in
      (Fun (x, b), rest)
  | _ -> parse_cmp toks

and parse_cmp toks =
  let a, rest = parse_sum toks in
  match rest with
  | SYM "<" :: rest -> let b, rest = parse_sum rest in (Binop (Lt, a, b), rest)
  | SYM "=" :: rest -> let b, rest = parse_sum rest in (Binop (Eq, a, b), rest)
  | _ -> (a, rest)

and parse_sum toks =
  let rec loop a = function
    | SYM "+" :: rest -> let b, rest = parse_prod rest in loop (Binop (Add, a, b)) rest
    | SYM "-" :: rest -> let b, rest = parse_prod rest in loop (Binop (Sub, a, b)) rest
    | rest -> (a, rest)
  in
  let a, rest = parse_prod toks in
  loop a rest

and parse_prod toks =
  let rec loop a = function
    | SYM "*" :: rest -> let b, rest = parse_app rest in loop (Binop (Mul, a, b)) rest
    | SYM "/" :: rest -> let b, rest = parse_app rest in loop (Binop (Div, a, b)) rest
    | rest -> (a, rest)
  in
  let a, rest = parse_app toks in
  loop a rest

and parse_app toks =
  let rec loop f toks =
    match toks with
    | (INT _ | ID _ | KW ("true" | "false") | SYM "(") :: _ ->
        let a, rest = parse_atom toks in
        loop (App (f, a)) rest
    | _ -> (f, toks)
  in
  let f, rest = parse_atom toks in
  loop f rest

and parse_atom = function
  | INT n :: rest -> (Int n, rest)
  | ID x :: rest -> (Var x, rest)
  | KW "true" :: rest -> (Bool true, rest)
  | KW "false" :: rest -> (Bool false, rest)
  | SYM "(" :: rest ->
      let e, rest = parse_expr rest in
      (e, expect (SYM ")") rest)

let parse (s : string) : expr =
  match parse_expr (tokenize s) with
  | e, [ EOF ] -> e
  | _ -> failwith "parse error: trailing input"
