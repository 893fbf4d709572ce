module Eval
  ( eval
  , evalTop
  ) where

import Env
import Syntax

type Result = Either String

evalTop :: Expr -> Result Value
evalTop = eval emptyEnv

eval :: Env Value -> Expr -> Result Value
eval _ (Num n) = Right (VInt n)
eval _ (Bool b) = Right (VBool b)
eval env (Var x) = maybe (Left ("unbound variable: " ++ x)) Right (lookupEnv x env)
eval env (Bin op l r) = do
  a <- eval env l
  b <- eval env r
  binop op a b
eval env (If c t e) = do
  cond <- eval env c
  case cond of
    VBool True -> eval env t
    VBool False -> eval env e
    _ -> Left "if: condition is not a boolean"
eval env (Let x e1 e2) = do
  v <- eval env e1
  eval (extend x v env) e2
eval env (Lam x body) = Right (Closure x body env)
eval env (App f a) = do
  fv <- eval env f
  arg <- eval env a
  case fv of
    Closure x body _cenv -> eval (extend x arg env) body
    _ -> Left "application of a non-function"

binop :: BinOp -> Value -> Value -> Result Value
binop Add (VInt a) (VInt b) = Right (VInt (a + b))
binop Sub (VInt a) (VInt b) = Right (VInt (a - b))
binop Mul (VInt a) (VInt b) = Right (VInt (a * b))
binop Div (VInt _) (VInt 0) = Left "division by zero"
binop Div (VInt a) (VInt b) = Right (VInt (a `div` b))
binop Lt (VInt a) (VInt b) = Right (VBool (a < b))
binop Eq (VInt a) (VInt b) = Right (VBool (a == b))
binop Eq (VBool a) (VBool b) = Right (VBool (a == b))
binop op _ _ = Left ("type error in " ++ show op)
