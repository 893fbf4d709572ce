"""A pasted link error points at the build, not the code (dev16 b10): the build-file line
that puts the source defining the missing symbol into the wrong target, or, for a library's
symbol, the line that says what the failing target links."""

from __future__ import annotations

from pathlib import Path

import honing
from honing.grounding import linking
from honing.grounding.project import Project

from .test_grounding_dev5 import write

_CMAKE = ("cmake_minimum_required(VERSION 3.20)\nproject(tabular CXX)\n\n"
          "add_library(tabular\n  src/csv_writer.cpp\n)\n\n"
          "add_executable(tabular_cli src/main.cpp src/tsv_writer.cpp)\n"
          "target_link_libraries(tabular_cli PRIVATE tabular)\n\n"
          "add_executable(tabular_tests\n  tests/test_main.cpp\n  tests/tsv_writer_test.cpp\n)\n"
          "target_link_libraries(tabular_tests PRIVATE tabular)\n")
_TSV = ('#include "tabular/tsv_writer.hpp"\n\nnamespace tabular {\n\n'
        "TsvWriter::TsvWriter(std::ostream& out) : out_(out) {}\n\n"
        "void TsvWriter::write_row(const std::vector<std::string>& cells) {\n"
        "    for (std::size_t i = 0; i < cells.size(); ++i) {\n        if (i > 0) out_ << '\\t';\n"
        "        out_ << cells[i];\n    }\n    out_ << '\\n';\n}\n\n}  // namespace tabular\n")
_MAIN = ('#include "tabular/tsv_writer.hpp"\n\nint main(int argc, char** argv) {\n    bool tsv = argc > 1;\n'
         "    tabular::TsvWriter writer(std::cout);\n    writer.write_row({\"a\", \"b\"});\n    return tsv ? 0 : 1;\n}\n")
_LINK_ERROR = ("[100%] Linking CXX executable tabular_tests\n"
               "/usr/bin/ld: CMakeFiles/tabular_tests.dir/tests/tsv_writer_test.cpp.o: in function `tsv_rows()':\n"
               "tsv_writer_test.cpp:(.text+0x14b): undefined reference to `tabular::TsvWriter::TsvWriter(std::ostream&)'\n"
               "/usr/bin/ld: tsv_writer_test.cpp:(.text+0x21f): undefined reference to "
               "`tabular::TsvWriter::write_row(std::vector<std::__cxx11::basic_string<char, std::char_traits<char>, "
               "std::allocator<char> >, std::allocator<std::__cxx11::basic_string<char> > > const&)'\n"
               "collect2: error: ld returned 1 exit status")


def test_the_symbols_and_the_target_of_a_link_error_in_each_linkers_words() -> None:
    names, targets = linking.errors(_LINK_ERROR)
    assert names == [("tabular", "TsvWriter", "TsvWriter"), ("tabular", "TsvWriter", "write_row")]
    assert targets == ["tabular_tests"]
    assert linking.errors("ld.lld: error: undefined symbol: fmt::v10::vformat(fmt::v10::basic_string_view<char>)")[0] \
        == [("fmt", "v10", "vformat")]
    msvc = ('main.obj : error LNK2019: unresolved external symbol "public: __cdecl tabular::TsvWriter::TsvWriter('
            'class std::basic_ostream<char,struct std::char_traits<char> > &)" (??0TsvWriter@tabular@@QEAA@AEAV?$'
            'basic_ostream@DU?$char_traits@D@std@@@std@@@Z) referenced in function main')
    assert linking.errors(msvc)[0] == [("tabular", "TsvWriter", "TsvWriter")]
    apple = 'Undefined symbols for architecture arm64:\n  "_parse_row", referenced from:\n      _main in main.o'
    assert linking.errors(apple)[0] == [("_parse_row",)]
    # no link error, no targets: an object folder in a compile error is not one
    assert linking.errors("CMakeFiles/app.dir/src/a.cpp.o: error: expected ';'") == ([], [])


def test_a_link_error_after_the_agents_edit_points_at_the_build_line_not_the_code(tmp_path: Path) -> None:
    """The agent added TsvWriter, wiring src/tsv_writer.cpp into the CLI target only; the
    tests' link fails. Most of the edit's lines are in main.cpp, yet the place is the
    add_executable line that builds the defining source into the wrong target."""
    root = write(tmp_path, {"CMakeLists.txt": _CMAKE, "src/tsv_writer.cpp": _TSV, "src/main.cpp": _MAIN,
                            "tests/tsv_writer_test.cpp": "#include \"check.hpp\"\nvoid tsv_rows() {}\n"})
    messages = [
        {"role": "user", "content": "add a TsvWriter like CsvWriter, a --tsv flag in the CLI, and a test"},
        {"role": "assistant", "content": "Added `src/tsv_writer.cpp` with `TsvWriter::write_row`, the `--tsv` flag in "
         "`src/main.cpp` (`bool tsv = argc > 1;`, `tabular::TsvWriter writer(std::cout);`, "
         "`writer.write_row({\"a\", \"b\"});`) and `tests/tsv_writer_test.cpp`; in `CMakeLists.txt`: "
         "`add_executable(tabular_cli src/main.cpp src/tsv_writer.cpp)`."}]
    ref = honing.ground("CI fails to link now, fix it\n\n" + _LINK_ERROR, messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "CMakeLists.txt" and ref.start_line <= 8 <= ref.end_line, ref
    assert ref.symbol == "tabular_cli"
    # the same sentence without the link error stays with the code
    plain = honing.ground("the tsv output is wrong, fix it", messages, cwd=root).references[0]
    assert plain.path != "CMakeLists.txt", plain


def test_a_library_symbol_missing_points_at_what_the_target_links(tmp_path: Path) -> None:
    """fmt is not the project's: the lines that name the failing target and say what it links."""
    root = write(tmp_path, {
        "tests/CMakeLists.txt": "add_executable(imgcore_tests\n    test_resize.cpp\n)\n"
                                "target_compile_options(imgcore_tests PRIVATE -Wall)\n"
                                "target_link_libraries(imgcore_tests PRIVATE imgcore GTest::gtest_main)\n",
        "tests/test_resize.cpp": "#include <fmt/format.h>\nstd::string case_name(int w) { return fmt::format(\"{}\", w); }\n",
        "src/resize.cpp": "int resize(int w) {\n    return w / 2;\n}\n"})
    error = ("[41/41] Linking CXX executable tests/imgcore_tests\nFAILED: tests/imgcore_tests\n"
             "/usr/bin/ld: tests/CMakeFiles/imgcore_tests.dir/test_resize.cpp.o: in function `case_name(int)':\n"
             "test_resize.cpp:(.text+0x2a): undefined reference to `fmt::v10::vformat(fmt::v10::basic_string_view<char>, "
             "fmt::v10::basic_format_args<fmt::v10::basic_format_context<fmt::v10::appender, char> >)'\n"
             "collect2: error: ld returned 1 exit status")
    ref = honing.ground(f"the test build broke:\n{error}\nfix it", [], cwd=root).references[0]
    assert ref.resolved and ref.path == "tests/CMakeLists.txt" and ref.start_line <= 5 <= ref.end_line, ref


def test_a_free_c_function_linked_into_the_wrong_target_on_macos(tmp_path: Path) -> None:
    """ld64 prints a C name with an underscore before it; the function is defined at a
    line of its own, not at the top of its file."""
    root = write(tmp_path, {
        "Makefile": "CC = cc\n\napp: main.o\n\t$(CC) -o app main.o\n\nparse_tool: parse.o tool.o\n"
                    "\t$(CC) -o parse_tool parse.o tool.o\n",
        "parse.c": "#include <string.h>\n\n/* split one CSV row */\nint parse_row(const char *line) {\n"
                   "    return (int) strlen(line);\n}\n",
        "main.c": "int parse_row(const char *line);\n\nint main(void) {\n    return parse_row(\"a,b\");\n}\n"})
    error = ("Undefined symbols for architecture arm64:\n  \"_parse_row\", referenced from:\n      _main in main.o\n"
             "ld: symbol(s) not found for architecture arm64\nclang: error: linker command failed with exit code 1\n"
             "make: *** [app] Error 1")
    ref = honing.ground(f"make app fails:\n{error}\nfix it", [], cwd=root).references[0]
    assert ref.resolved and ref.path == "Makefile" and ref.start_line <= 6 <= ref.end_line, ref


def test_a_source_the_failing_target_already_builds_leaves_the_code_at_fault(tmp_path: Path) -> None:
    """`scale(int)` is declared, util.cpp defines `scale(long)` and app already builds util.cpp:
    the link error is the code's (review of 40fe14b); so is a Make rule that lists the object."""
    root = write(tmp_path, {
        "CMakeLists.txt": "project(app CXX)\n\nadd_executable(app src/main.cpp src/util.cpp)\n",
        "src/util.cpp": "#include \"util.h\"\n\nint scale(long x) {\n    return x * 2;\n}\n",
        "src/main.cpp": "#include \"util.h\"\n\nint main() {\n    return scale(2);\n}\n"})
    error = ("[100%] Linking CXX executable app\n/usr/bin/ld: CMakeFiles/app.dir/src/main.cpp.o: in function `main':\n"
             "main.cpp:(.text+0x9): undefined reference to `scale(int)'\ncollect2: error: ld returned 1 exit status")
    messages = [{"role": "user", "content": f"link fails:\n{error}"},
                {"role": "assistant", "content": "The target already builds `src/util.cpp`; the definition at "
                                                 "`src/util.cpp:3` takes `long`, not `int`, so `scale(int)` is never defined."}]
    ref = honing.ground("ok fix it", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "src/util.cpp", ref
    make = write(tmp_path / "m", {"Makefile": "app: main.o parse.o\n\tcc -o app main.o parse.o\n",
                                  "parse.c": "int parse_row(const char *line, int n) {\n    return n;\n}\n"})
    assert not linking._votes(Project.open(make), "undefined reference to `parse_row'\nmake: *** [app] Error 1", None)
