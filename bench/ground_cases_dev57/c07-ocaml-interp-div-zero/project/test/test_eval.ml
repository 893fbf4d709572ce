(* Public tests for HW5 (the autograder has more). *)
open Hw5

let failures = ref 0

let run src = Eval.eval [] (Sexp.parse src)

let check name expected src =
  match Eval.string_of_value (run src) with
  | got when got = expected -> Printf.printf "[PASS] %s\n" name
  | got ->
      incr failures;
      Printf.printf "[FAIL] %s: expected %s, got %s\n" name expected got
  | exception e ->
      incr failures;
      Printf.printf "[FAIL] %s: expected %s, got exception %s\n" name expected (Printexc.to_string e)

let check_error name msg src =
  match run src with
  | exception Eval.Eval_error m when m = msg -> Printf.printf "[PASS] %s\n" name
  | exception e ->
      incr failures;
      Printf.printf "[FAIL] %s: expected Eval_error %S, got exception %s\n" name msg (Printexc.to_string e)
  | v ->
      incr failures;
      Printf.printf "[FAIL] %s: expected Eval_error %S, got %s\n" name msg (Eval.string_of_value v)

let () =
  check "test_arith" "7" "(+ 3 4)";
  check "test_if" "1" "(if (< 1 2) 1 0)";
  check "test_let_shadowing" "2" "(let x 1 (let x 2 x))";
  check "test_closure_captures_env" "11" "(let y 10 (let f (fun x (+ x y)) (f 1)))";
  check_error "test_unbound" "unbound variable z" "(+ z 1)";
  check_error "test_mod_by_zero" "division by zero" "(mod 5 0)";
  check_error "test_div_by_zero" "division by zero" "(/ 1 0)";
  Printf.printf "%d failure(s)\n" !failures;
  exit (if !failures = 0 then 0 else 1)
