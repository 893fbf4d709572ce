use promtext::{parse_line, render_all, render_metric, Metric};

#[test]
fn renders_metric_without_labels() {
    assert_eq!(render_metric(&Metric::new("up", 1.0)), "up 1");
}

#[test]
fn renders_metric_with_labels() {
    let m = Metric::new("http_requests_total", 1027.0)
        .label("method", "GET")
        .label("code", "200");
    assert_eq!(render_metric(&m), r#"http_requests_total{code="200",method="GET"} 1027"#);
}

#[test]
fn escapes_quotes_in_label_values() {
    let m = Metric::new("build_info", 1.0).label("version", r#"1.2 "beta""#);
    assert_eq!(render_metric(&m), r#"build_info{version="1.2 \"beta\""} 1"#);
}

#[test]
fn renders_infinity() {
    assert_eq!(render_metric(&Metric::new("le_bucket", f64::INFINITY)), "le_bucket +Inf");
}

#[test]
fn parse_then_render_round_trips() {
    let line = r#"queue_depth{queue="mail"} 42"#;
    assert_eq!(render_metric(&parse_line(line).unwrap()), line);
}

#[test]
fn render_all_ends_each_line() {
    let out = render_all(&[Metric::new("a", 1.0), Metric::new("b", 2.5)]);
    assert_eq!(out, "a 1\nb 2.5\n");
}
