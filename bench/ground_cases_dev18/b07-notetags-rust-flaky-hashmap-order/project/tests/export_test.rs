use notetags::{collect, export};

#[test]
fn json_has_counts() {
    let docs = ["---\ntags: rust, cli\n---\n", "---\ntags: rust\n---\n", "plain"];
    let json = export::to_json(&collect(docs));
    assert!(json.starts_with("{\"notes\":3,\"untagged\":1,\"tags\":{"));
    assert!(json.contains("\"rust\":2"));
    assert!(json.contains("\"cli\":1"));
}

#[test]
fn json_escapes_quotes() {
    let json = export::to_json(&collect(["---\ntags: a\"b\n---\n"]));
    assert!(json.contains("\"a\\\"b\":1"));
}
