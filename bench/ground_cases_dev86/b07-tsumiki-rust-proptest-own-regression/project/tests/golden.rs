use std::fs;
use tsumiki::schedule::parse_line;

#[test]
fn schedule_file_matches_golden() {
    let input = fs::read_to_string("tests/fixtures/jobs.txt").unwrap();
    let got: Vec<String> = input
        .lines()
        .filter_map(parse_line)
        .map(|j| format!("{}\t{}", j.name, j.every_secs))
        .collect();
    let want = fs::read_to_string("tests/fixtures/jobs.golden").unwrap();
    assert_eq!(got.join("\n") + "\n", want);
}
