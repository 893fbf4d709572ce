module Parser (parseExpr) where

import Data.Functor.Identity (Identity)
import Syntax
import Text.Parsec
import Text.Parsec.String (Parser)
import qualified Text.Parsec.Token as Tok
import Text.Parsec.Expr
import Text.Parsec.Language (emptyDef)

lexer :: Tok.TokenParser ()
lexer = Tok.makeTokenParser emptyDef
  { Tok.reservedNames = ["let", "in", "fun", "if", "then", "else", "true", "false"]
  , Tok.reservedOpNames = ["+", "-", "*", "/", "<", "=", "->"]
  }

reserved, reservedOp :: String -> Parser ()
reserved = Tok.reserved lexer
reservedOp = Tok.reservedOp lexer

identifier :: Parser String
identifier = Tok.identifier lexer

atom :: Parser Expr
atom = Num <$> Tok.natural lexer
   <|> Bool True <$ reserved "true"
   <|> Bool False <$ reserved "false"
   <|> Var <$> identifier
   <|> Tok.parens lexer expr

application :: Parser Expr
application = foldl1 App <$> many1 atom

table :: OperatorTable String () Identity Expr
table =
  [ [binary "*" Mul, binary "/" Div]
  , [binary "+" Add, binary "-" Sub]
  , [binary "<" Lt, binary "=" Eq]
  ]
  where binary s op = Infix (Bin op <$ reservedOp s) AssocLeft

expr :: Parser Expr
expr = letE <|> lamE <|> ifE <|> buildExpressionParser table application
  where
    letE = Let <$> (reserved "let" *> identifier) <*> (reservedOp "=" *> expr) <*> (reserved "in" *> expr)
    lamE = Lam <$> (reserved "fun" *> identifier) <*> (reservedOp "->" *> expr)
    ifE = If <$> (reserved "if" *> expr) <*> (reserved "then" *> expr) <*> (reserved "else" *> expr)

parseExpr :: String -> Either ParseError Expr
parseExpr = parse (Tok.whiteSpace lexer *> expr <* eof) "<input>"
