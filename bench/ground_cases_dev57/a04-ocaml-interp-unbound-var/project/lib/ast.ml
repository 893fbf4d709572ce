(* CS 421 MP3: abstract syntax of MiniCaml *)

type binop = Add | Sub | Mul | Div | Lt | Eq

type expr =
  | Int of int
  | Bool of bool
  | Var of string
  | Binop of binop * expr * expr
  | If of expr * expr * expr
  | Let of string * expr * expr
  | Fun of string * expr
  | App of expr * expr

let string_of_binop = function
  | Add -> "+"
  | Sub -> "-"
  | Mul -> "*"
  | Div -> "/"
  | Lt -> "<"
  | Eq -> "="

let rec show = function
  | Int n -> string_of_int n
  | Bool b -> string_of_bool b
  | Var x -> x
  | Binop (op, a, b) -> "(" ^ show a ^ " " ^ string_of_binop op ^ " " ^ show b ^ ")"
  | If (c, t, f) -> "if " ^ show c ^ " then " ^ show t ^ " else " ^ show f
  | Let (x, a, b) -> "let " ^ x ^ " = " ^ show a ^ " in " ^ show b
  | Fun (x, b) -> "fun " ^ x ^ " -> " ^ show b
  | App (f, a) -> "(" ^ show f ^ " " ^ show a ^ ")"
