open Minicaml

let run s = Eval.run (Parser.parse s)

let check name src expected =
  Alcotest.test_case name `Quick (fun () -> Alcotest.(check string) src expected (run src))

let check_error name src msg =
  Alcotest.test_case name `Quick (fun () ->
      Alcotest.check_raises src (Eval.Runtime_error msg) (fun () -> ignore (run src)))

let () =
  Alcotest.run "minicaml"
    [
      ( "eval",
        [
          check "arith" "1 + 2 * 3" "7";
          check "if_true" "if 1 < 2 then 10 else 20" "10";
          check "closure_capture" "let y = 5 in let f = fun x -> x + y in f 2" "7";
          check "let_shadowing" "let x = 1 in let x = 3 in x" "3";
          check "app" "(fun x -> x * x) 6" "36";
          check_error "unbound_var_message" "let a = 1 in z" "Unbound variable: z";
        ] );
      ( "errors",
        [
          check_error "if_non_bool" "if 1 then 2 else 3" "if: condition is not a bool";
          check_error "apply_int" "3 4" "application of a non-function";
          check_error "add_bool" "true + 1" "arithmetic on non-integers";
        ] );
      ( "parse",
        [
          Alcotest.test_case "show_roundtrip" `Quick (fun () ->
              Alcotest.(check string) "show" "let x = 1 in (x + 2)" (Ast.show (Parser.parse "let x = 1 in x + 2")));
        ] );
    ]
