(* CS 421 MP3: environment-model evaluator *)
open Ast

exception Runtime_error of string

type value =
  | VInt of int
  | VBool of bool
  | VClosure of string * expr * env

and env = (string * value) list

let string_of_value = function
  | VInt n -> string_of_int n
  | VBool b -> string_of_bool b
  | VClosure _ -> "<fun>"

let lookup (x : string) (env : env) : value =
  List.assoc x env

let extend (x : string) (v : value) (env : env) : env =
  (x, v) :: env

let int_op op a b =
  match op with
  | Add -> VInt (a + b)
  | Sub -> VInt (a - b)
  | Mul -> VInt (a * b)
  | Div ->
      if b = 0 then raise (Runtime_error "division by zero")
      else VInt (a / b)
  | Lt -> VBool (a < b)
  | Eq -> VBool (a = b)

let rec eval (env : env) (e : expr) : value =
  match e with
  | Int n -> VInt n
  | Bool b -> VBool b
  | Var x -> lookup x env
  | Binop (op, e1, e2) -> (
      match (eval env e1, eval env e2) with
      | VInt a, VInt b -> int_op op a b
      | _ -> raise (Runtime_error "arithmetic on non-integers"))
  | If (c, t, f) -> (
      match eval env c with
      | VBool true -> eval env t
      | VBool false -> eval env f
      | _ -> raise (Runtime_error "if: condition is not a bool"))
  | Let (x, e1, e2) -> eval (extend x (eval env e1) env) e2
  | Fun (x, body) -> VClosure (x, body, env)
  | App (f, arg) -> (
      match eval env f with
      | VClosure (x, body, cenv) -> eval (extend x (eval env arg) cenv) body
      | _ -> raise (Runtime_error "application of a non-function"))

let run (e : expr) : string = string_of_value (eval [] e)
