(* Environment-model evaluator for MiniML (HW5). No mutation, no Hashtbl. *)
open Ast

exception Eval_error of string

type value =
  | VInt of int
  | VBool of bool
  | VClosure of string * expr * env

and env = (string * value) list

let error msg = raise (Eval_error msg)

let lookup env x =
  match List.assoc_opt x env with
  | Some v -> v
  | None -> error ("unbound variable " ^ x)

let extend env x v = (x, v) :: env

let arith op a b =
  match op with
  | Add -> VInt (a + b)
  | Sub -> VInt (a - b)
  | Mul -> VInt (a * b)
  | Div -> VInt (a / b)
  | Mod -> if b = 0 then error "division by zero" else VInt (a mod b)
  | Lt -> VBool (a < b)
  | Eq -> VBool (a = b)

let rec eval env e =
  match e with
  | Int n -> VInt n
  | Bool b -> VBool b
  | Var x -> lookup env x
  | Binop (op, e1, e2) -> (
      match (eval env e1, eval env e2) with
      | VInt a, VInt b -> arith op a b
      | _ -> error ("operands of " ^ string_of_binop op ^ " must be integers"))
  | If (c, t, f) -> (
      match eval env c with
      | VBool true -> eval env t
      | VBool false -> eval env f
      | _ -> error "if: condition is not a boolean")
  | Let (x, e1, e2) -> eval (extend env x (eval env e1)) e2
  | Fun (x, body) -> VClosure (x, body, env)
  | App (f, a) -> (
      match eval env f with
      | VClosure (x, body, cenv) -> eval (extend cenv x (eval env a)) body
      | _ -> error "application of a non-function")

let string_of_value = function
  | VInt n -> string_of_int n
  | VBool b -> string_of_bool b
  | VClosure _ -> "<fun>"
