//! Terminal output: one line that is redrawn in place.

use std::io::{stdout, Write};

use crossterm::{
    cursor::MoveToColumn,
    execute,
    style::{Print, Stylize},
    terminal::{Clear, ClearType},
};

/// Redraws the current line with the label and the time left.
pub fn line(label: &str, left: &str) {
    let mut out = stdout();
    let _ = execute!(
        out,
        MoveToColumn(0),
        Clear(ClearType::CurrentLine),
        Print(format!("{} {}", label.dim(), left.bold())),
    );
    let _ = out.flush();
}

/// Final line for a finished countdown, with a terminal bell.
pub fn done(label: &str) {
    let mut out = stdout();
    let _ = execute!(
        out,
        MoveToColumn(0),
        Clear(ClearType::CurrentLine),
        Print(format!("{} {}\n\x07", label.dim(), "done".green().bold())),
    );
}
