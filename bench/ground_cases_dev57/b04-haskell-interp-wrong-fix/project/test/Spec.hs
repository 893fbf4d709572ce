import Eval (evalTop)
import Parser (parseExpr)
import Syntax (showValue)
import Test.Hspec

run :: String -> String
run src = case parseExpr src of
  Left err -> "parse error: " ++ show err
  Right e -> either ("error: " ++) showValue (evalTop e)

main :: IO ()
main = hspec $ do
  describe "arith" $ do
    it "adds" $ run "1 + 2 * 3" `shouldBe` "7"
    it "div_by_zero" $ run "1 / 0" `shouldBe` "error: division by zero"
  describe "let" $ do
    it "binds" $ run "let x = 5 in x * 2" `shouldBe` "10"
    it "shadowing" $ run "let x = 1 in let x = 2 in x" `shouldBe` "2"
  describe "functions" $ do
    it "applies" $ run "(fun x -> x + 1) 41" `shouldBe` "42"
    it "curried" $ run "let add = fun a -> fun b -> a + b in add 2 3" `shouldBe` "5"
    it "closure_captures" $
      run "let y = 3 in let g = fun z -> z * y in g 4" `shouldBe` "12"
    it "higher_order" $
      run "let twice = fun f -> fun x -> f (f x) in twice (fun n -> n + 5) 1" `shouldBe` "11"
  describe "if" $ do
    it "branches" $ run "if 1 < 2 then 10 else 20" `shouldBe` "10"
    it "non_bool_condition" $ run "if 1 then 2 else 3" `shouldBe` "error: if: condition is not a boolean"
  describe "scope" $ do
    it "lexical_scope" $
      run "let x = 1 in let f = fun y -> x + y in let x = 10 in f 1" `shouldBe` "2"
