(* REPL: one expression per line *)
open Minicaml

let () =
  try
    while true do
      print_string "> ";
      let line = read_line () in
      match Eval.run (Parser.parse line) with
      | s -> print_endline s
      | exception Eval.Runtime_error msg -> print_endline ("error: " ^ msg)
      | exception Failure msg -> print_endline msg
    done
  with End_of_file -> ()
