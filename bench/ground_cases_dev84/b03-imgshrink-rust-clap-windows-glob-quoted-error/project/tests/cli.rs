use assert_cmd::Command;
use predicates::str::contains;

#[test]
fn no_inputs_is_a_usage_error() {
    Command::cargo_bin("imgshrink").unwrap().assert().failure().code(2);
}

#[test]
fn quality_out_of_range_is_rejected() {
    Command::cargo_bin("imgshrink")
        .unwrap()
        .args(["x.jpg", "-q", "0"])
        .assert()
        .failure()
        .stderr(contains("--quality"));
}

#[test]
fn dry_run_lists_outputs() {
    let dir = tempfile::tempdir().unwrap();
    let img = dir.path().join("a.png");
    image::RgbImage::new(4, 4).save(&img).unwrap();
    Command::cargo_bin("imgshrink")
        .unwrap()
        .args([img.to_str().unwrap(), "--dry-run", "-o", "out"])
        .assert()
        .success()
        .stdout(contains("a.png"));
}
