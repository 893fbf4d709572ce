use crate::check::CheckResult;

pub fn print(results: &[CheckResult]) {
    let mut broken: Vec<&CheckResult> = results.iter().filter(|r| !r.ok).collect();
    broken.sort_by(|a, b| (&a.link.file, a.link.line).cmp(&(&b.link.file, b.link.line)));
    for r in &broken {
        println!(
            "{}:{}: {} ({})",
            r.link.file.display(),
            r.link.line,
            r.link.target,
            r.reason.as_deref().unwrap_or("broken")
        );
    }
    println!("{} links checked, {} broken", results.len(), broken.len());
}
